import type { Locator } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** A screen around one table, captioned like the screen's h1, with a search box. */
export abstract class ListScreen extends RemoteScreen {
  abstract override readonly title: string;

  get table(): Locator {
    return this.content.getByRole('table', { name: this.title });
  }

  get searchBox(): Locator {
    return this.content.getByRole('searchbox');
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    // Enter searches at once instead of waiting for the debounce
    await this.searchBox.press('Enter');
  }
}
