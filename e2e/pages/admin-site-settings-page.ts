import { expect, type Locator } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** /admin/sitesettings (mf_admin): the site time zone and the retention manager's email. */
export class AdminSiteSettingsPage extends RemoteScreen {
  readonly path = '/admin/sitesettings';
  readonly remote = 'mf_admin' as const;
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
}
