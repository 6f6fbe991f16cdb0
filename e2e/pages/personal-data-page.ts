import { expect, type Locator, type Page } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** The "Your data" card of a profile (mf-auth's, inside the role's remote): a copy and an erasure (docs/product-rules.md#r-privacy-2). */
export class PersonalDataCard {
  constructor(readonly root: Locator) {}

  static onProfile(page: Page): PersonalDataCard {
    return new PersonalDataCard(page.getByRole('region', { name: 'Your data' }));
  }

  async askForCopy(): Promise<void> {
    await this.root.getByRole('button', { name: 'Download my data' }).click();
    await expect(this.root.page().getByText('The copy is being made. A mail with its link follows.')).toBeVisible();
  }

  async askForErasure(): Promise<void> {
    await this.root.getByRole('button', { name: 'Erase my data' }).click();
    const dialog = this.root.page().getByRole('dialog', { name: 'Erase this data?' });
    await dialog.getByRole('button', { name: 'Ask for the erasure' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.root.getByText('Waiting for an admin')).toBeVisible();
  }
}

/** /admin/personal-data: the request queue, the settings and the audit trail (docs/product-rules.md#r-privacy-3). */
export class AdminPersonalDataPage extends RemoteScreen {
  readonly path = '/admin/personal-data';
  override readonly title = 'Personal data';

  get requests(): Locator {
    return this.content.getByRole('table', { name: 'Requests' });
  }

  async approveErasureOf(name: string): Promise<void> {
    await this.content.getByRole('button', { name: `Approve the erasure of ${name}` }).click();
    await expect(this.page.getByText('Erasure approved: it runs in the background')).toBeVisible();
  }
}
