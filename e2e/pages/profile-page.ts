import { expect, type Locator, type Page } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** /{role}/profile: the profile form every role has, inside the role's own remote. */
export class ProfilePage extends RemoteScreen {
  readonly path: string;

  constructor(
    page: Page,
    readonly role: 'teacher' | 'student',
  ) {
    super(page);
    this.path = `/${role}/profile`;
  }

  protected override async expectOwnContent(): Promise<void> {
    await expect(this.form).toBeVisible();
  }

  get form(): Locator {
    return this.content.getByRole('region', { name: 'Your profile' });
  }

  /** the "Mails" card under the profile: one switch per kind of scheduled mail (docs/product-rules.md#r-mail-2) */
  get mails(): Locator {
    return this.content.getByRole('region', { name: 'Mails' });
  }

  textbox(name: string): Locator {
    return this.form.getByRole('textbox', { name });
  }

  /** from the role's home, by the sidebar's Profile link */
  async openFromSidebar(): Promise<void> {
    await this.page.goto(`/${this.role}/home`);
    await this.sidebarLink('Profile').click();
    await expect(this.page).toHaveURL(this.path);
  }
}
