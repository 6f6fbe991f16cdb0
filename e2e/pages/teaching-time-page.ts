import { expect, type Locator } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** The teaching-time report: the "Teaching time" tab of /admin/teachers (mf_admin). */
export class TeachingTimePage extends RemoteScreen {
  readonly path = '/admin/teachers';

  get tab(): Locator {
    return this.content.getByRole('tab', { name: 'Teaching time' });
  }

  get report(): Locator {
    return this.content.getByRole('region', { name: 'Teaching time' });
  }

  get table(): Locator {
    return this.report.getByRole('table', { name: 'Teaching time' });
  }

  get monthLabel(): Locator {
    return this.report.getByRole('group', { name: 'Month' }).locator('[aria-live]');
  }

  get pageLabel(): Locator {
    return this.report.getByText(/^Page \d+ of \d+$/);
  }

  protected override async expectOwnContent(): Promise<void> {
    await expect(this.table).toBeVisible();
  }

  /** /admin/teachers, then the Teaching time tab */
  async open(): Promise<void> {
    await this.goto();
    await this.tab.click();
    await expect(this.table).toBeVisible();
  }

  async previousMonth(): Promise<void> {
    await this.report.getByRole('button', { name: 'Previous month' }).click();
  }

  row(teacher: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name: teacher }) });
  }

  teacherLink(teacher: string): Locator {
    return this.table.getByRole('link', { name: teacher });
  }

  paidCheckbox(teacher: string): Locator {
    return this.table.getByRole('checkbox', { name: `Paid: ${teacher}` });
  }

  /** the teacher's id, read from the link to their lesson history */
  async teacherId(teacher: string): Promise<number> {
    const href = await this.teacherLink(teacher).getAttribute('href');
    const id = Number(/\/lesson-history\/(\d+)\//.exec(href ?? '')?.[1]);
    expect(id, `lesson-history link of ${teacher}`).toBeGreaterThan(0);
    return id;
  }

  /** the two clicks of docs/product-rules.md#r-csv-1: the first fetches, the second saves (returns the download) */
  async downloadCsv(fileName: string) {
    await this.report.getByRole('button', { name: 'Prepare CSV' }).click();
    const save = this.report.getByRole('button', { name: `Download ${fileName}` });
    await expect(save).toBeEnabled();
    const [download] = await Promise.all([this.page.waitForEvent('download'), save.click()]);
    return download;
  }
}
