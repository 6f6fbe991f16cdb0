import { expect, type Locator } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** /admin/sitesettings (mf_admin): the site time zone, the retention manager's email, the reminders' sending time. */
export class AdminSiteSettingsPage extends RemoteScreen {
  readonly path = '/admin/sitesettings';
  override readonly title = 'Site settings';

  get timeZone(): Locator {
    return this.content.getByLabel('Time zone');
  }

  async saveTimeZone(zone: string): Promise<void> {
    await expect(this.timeZone).not.toHaveValue('');
    await this.timeZone.fill(zone);
    await this.content.getByRole('button', { name: 'Save', exact: true }).click();
    // newest on top (docs/product-rules.md#r-toast-1); an earlier save's toast may still be showing below it
    await expect(this.toasts.getByText('Site settings saved').first()).toBeVisible();
  }

  /** the Reminders card's sending time (docs/product-rules.md#r-mail-1), saved with its own button */
  async saveSendingTime(time: string): Promise<void> {
    const card = this.content.getByTestId('reminders');
    const field = card.getByLabel('Sending time');
    await expect(field).not.toHaveValue('');
    await field.fill(time);
    await card.getByRole('button', { name: 'Save sending time' }).click();
    await expect(this.toasts.getByText('Sending time saved').first()).toBeVisible();
  }
}
