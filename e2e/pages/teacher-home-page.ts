import { expect, type Locator } from '@playwright/test';
import { ListScreen } from './list-screen';
import { StudyPlanView } from './teacher-study-plan-page';

/** /teacher/home (mf_teacher): the study plans dashboard with reminders and comments. */
export class TeacherHomePage extends ListScreen {
  readonly path = '/teacher/home';
  override readonly title = 'Study plans';

  /** data rows (the header row and loading placeholders excluded) */
  get rows(): Locator {
    return this.table.locator('tbody tr:not([data-testid="skeleton-row"])');
  }

  /** the text of one column, top to bottom, by its header */
  async columnTexts(header: string): Promise<string[]> {
    const headers = await this.table.locator('thead th').allInnerTexts();
    const index = headers.findIndex((text) => text.trim().toLowerCase() === header.toLowerCase());
    expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
    return this.rows.locator(`td:nth-child(${index + 1})`).allInnerTexts();
  }

  async sortBy(label: string, direction: 'Ascending' | 'Descending'): Promise<void> {
    await this.content.getByLabel('Sort by').selectOption({ label });
    const toggle = this.content.getByRole('button', { name: /^(Ascending|Descending)$/ });
    if ((await toggle.innerText()).trim() !== direction) await toggle.click();
    await expect(toggle).toHaveText(direction);
  }

  planLink(name: string | RegExp): Locator {
    return this.table.getByRole('link', { name });
  }

  /** searches for a student, opens their plan from its row and waits for the plan titled `title` */
  async openPlan(student: string, title: string | RegExp): Promise<{ view: StudyPlanView; planId: number }> {
    await this.search(student);
    await this.planLink(student).click();
    await expect(this.page).toHaveURL(/\/study-plans\/\d+/);
    const planId = Number(/study-plans\/(\d+)/.exec(this.page.url())?.[1]);
    const view = new StudyPlanView(this.page);
    await view.expectLoaded(title);
    return { view, planId };
  }

  sectionLink(name: 'Study Plans' | 'Reminders' | 'Comments'): Locator {
    return this.content.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name });
  }

  section(name: 'Study Plans' | 'Reminders' | 'Comments'): Locator {
    return this.content.getByRole('region', { name });
  }
}
