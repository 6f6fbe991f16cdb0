import { expect, type Locator } from '@playwright/test';
import { ListScreen } from './list-screen';

/**
 * A people list of mf_admin (/admin/students, /admin/teachers, /admin/admins): the one
 * DataTable with search, Active/Archived switch, sort and 'Page X of Y' paging.
 */
export abstract class AdminPeopleScreen extends ListScreen {

  get pageLabel(): Locator {
    return this.content.getByText(/^Page \d+ of \d+$/);
  }

  /** data rows (the header row excluded) */
  get rows(): Locator {
    return this.table.locator('tbody tr:not([data-testid="skeleton-row"])');
  }

  row(text: string | RegExp): Locator {
    return this.rows.filter({ hasText: text });
  }

  async showArchived(archived: boolean): Promise<void> {
    await this.content.getByRole('radiogroup', { name: 'Status' }).getByRole('radio', { name: archived ? 'Archived' : 'Active' }).click();
  }

  async nextPage(): Promise<void> {
    await this.content.getByRole('button', { name: 'Next' }).click();
  }

  /** opens a row's "More actions" menu and picks an item (the menu renders outside the area) */
  async rowAction(name: string, action: string): Promise<void> {
    await this.content.getByRole('button', { name: `More actions for ${name}` }).click();
    await this.page.getByRole('group', { name: `Actions for ${name}` }).getByRole('button', { name: action }).click();
  }

  /** archives from the row's menu: asked first, then confirmed */
  async archive(name: string): Promise<void> {
    await this.rowAction(name, 'Archive');
    const question = this.page.getByRole('dialog', { name: `Archive ${name}?` });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(question).toBeHidden();
  }

  async edit(name: string): Promise<void> {
    await this.content.getByRole('button', { name: `Edit ${name}` }).click();
  }
}

export class AdminTeachersPage extends AdminPeopleScreen {
  readonly path = '/admin/teachers';
  override readonly title = 'Teachers';
}

export class AdminAdminsPage extends AdminPeopleScreen {
  readonly path = '/admin/admins';
  override readonly title = 'Admins';
}

/** /admin/guardians (docs/product-rules.md#r-guard-1): guardians, and the students linked to each. */
export class AdminGuardiansPage extends AdminPeopleScreen {
  readonly path = '/admin/guardians';
  override readonly title = 'Guardians';
}
