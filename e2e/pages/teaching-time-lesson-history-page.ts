import { expect, type Locator, type Page } from '@playwright/test';
import { AppFrame } from './app-frame';

/**
 * /admin/lesson-history/{teacherId}/{date}: mf_admin's page mounting mf_teacher's
 * lesson-history parcel (with paid checkboxes for admins).
 */
export class TeachingTimeLessonHistoryPage extends AppFrame {
  constructor(page: Page) {
    super(page);
  }

  get view(): Locator {
    return this.area('mf_admin').getByRole('region', { name: 'Lesson history' });
  }

  get lessons(): Locator {
    return this.view.getByRole('table', { name: 'Lessons' });
  }

  /** the month's paid status (docs/product-rules.md#r-paid-1) in the summary */
  get monthStatus(): Locator {
    return this.view.getByRole('region', { name: 'Month summary' }).locator('[data-paid-status]');
  }

  get paidCheckboxes(): Locator {
    return this.lessons.getByRole('checkbox', { name: /^Paid: / });
  }

  async expectShown(teacher: string): Promise<void> {
    await expect(this.view.getByRole('heading', { name: 'Lesson history' })).toBeVisible();
    await expect(this.view.getByText(teacher, { exact: true })).toBeVisible();
    await expect(this.lessons).toBeVisible();
  }
}
