import type { Locator } from '@playwright/test';
import { ProgressPanel } from './progress-panel';
import { RemoteScreen } from './remote-screen';

export type StudentSection = "Plan's Details" | 'Goal' | 'Progress';

const SECTION_IDS: Record<StudentSection, string> = {
  "Plan's Details": 'student-plan-details',
  Goal: 'student-goal',
  Progress: 'student-progress',
};

/** /student/home and /student/study-plans/{id} (mf_student): Plan's Details, Goal, Progress. */
export class StudentPlanPage extends RemoteScreen {
  override readonly title = 'My study plan';
  path = '/student/home';

  at(planId: number): this {
    this.path = `/student/study-plans/${planId}`;
    return this;
  }

  /** the links to the student's plans (shown when there are several) */
  get planLinks(): Locator {
    return this.content.getByRole('navigation', { name: 'Your study plans' }).getByRole('link');
  }

  get sectionLinks(): Locator {
    return this.content.getByRole('navigation', { name: 'Study plan sections' }).getByRole('link');
  }

  section(name: StudentSection): Locator {
    return this.content.locator(`#${SECTION_IDS[name]}`);
  }

  get progress(): ProgressPanel {
    return new ProgressPanel(this.section('Progress'));
  }

  /** the page header's line naming the plan on show ("title · code") */
  header(planTitle: string): Locator {
    return this.content.locator('header').getByText(`${planTitle} · `);
  }

  /** the read-only study-plan view inside Plan's Details */
  get planView(): Locator {
    return this.content.getByTestId('study-plan-view');
  }
}
