import { expect, type Locator } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** /admin/students-at-risk (mf_admin): the open absence alerts, each resolved with a note (docs/product-rules.md#r-absence-4). */
export class StudentsAtRiskPage extends RemoteScreen {
  readonly path = '/admin/students-at-risk';
  override readonly title = 'Students at risk';

  /** the rows of one student's open alerts */
  rowsOf(student: string): Locator {
    return this.content.getByRole('row').filter({ hasText: student });
  }

  /** resolves the first open alert of `student` with `note` */
  async resolveFirst(student: string, note: string): Promise<void> {
    await this.rowsOf(student).first().getByRole('button', { name: `Resolve the alert of ${student}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Resolve the alert of ${student}` });
    await dialog.getByLabel('Note').fill(note);
    await dialog.getByRole('button', { name: 'Resolve', exact: true }).click();
    await expect(this.toasts.getByText('Alert resolved').first()).toBeVisible();
  }
}
