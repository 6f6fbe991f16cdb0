import { expect, type Locator } from '@playwright/test';
import { ListScreen } from './list-screen';

/** /admin/groups (mf_admin): group study plans, their members and the plan form. */
export class AdminGroupsPage extends ListScreen {
  readonly path = '/admin/groups';
  override readonly title = 'Groups';

  row(text: string | RegExp): Locator {
    return this.table.locator('tbody tr').filter({ hasText: text });
  }

  /** in the open plan form: opens a picker, finds a person and adds them */
  async addPerson(picker: 'Add teachers' | 'Add students', search: string, name: string): Promise<void> {
    const fieldset = this.dialog.getByRole('group', { name: picker === 'Add teachers' ? 'Teachers' : 'Members' });
    if (await fieldset.getByRole('button', { name: picker }).isVisible()) await fieldset.getByRole('button', { name: picker }).click();
    const box = fieldset.getByRole('searchbox');
    await box.fill(search);
    await box.press('Enter');
    await fieldset.getByRole('button', { name: `Add ${name}` }).click();
    await expect(fieldset.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
}
