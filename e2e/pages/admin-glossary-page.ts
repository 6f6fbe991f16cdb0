import { expect, type Locator } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** /admin/glossary (mf_admin): the school glossary of one pair of languages, edited in place, CSV imported. */
export class AdminGlossaryPage extends RemoteScreen {
  readonly path = '/admin/glossary';
  override readonly title = 'School glossary';

  /** the screen with its list (or its empty state) loaded */
  async expectLoaded(): Promise<void> {
    await this.expectOwnContent();
    await expect(this.content.getByRole('textbox', { name: 'Import terms from CSV' })).toBeVisible();
  }

  entry(term: string): Locator {
    return this.content.getByTestId('glossary-entry').filter({ hasText: term });
  }
}
