import { expect, type Locator } from '@playwright/test';
import { ListScreen } from './list-screen';

/** /admin/translations (mf_admin): the dictionary's keys × languages, edited in place. */
export class AdminTranslationsPage extends ListScreen {
  readonly path = '/admin/translations';
  override readonly title = 'Translations';

  /** the progress line of a language, e.g. "Español 286/286" */
  progressOf(languageName: string): Locator {
    return this.content.getByRole('list', { name: 'Progress per language' }).getByRole('listitem').filter({ hasText: languageName });
  }

  /** a cell's button: named by the text it shows, then "— Edit the <language> text of "<key>"" */
  cell(languageName: string, key: string): Locator {
    const ending = ` — Edit the ${languageName} text of "${key}"`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.table.getByRole('button', { name: new RegExp(`${ending}$`) });
  }

  editor(languageName: string, key: string): Locator {
    return this.table.getByRole('textbox', { name: `${languageName} text of "${key}"`, exact: true });
  }

  /** types a text into one cell and saves it with Enter; waits for the toast */
  async saveCell(languageName: string, key: string, text: string): Promise<void> {
    await this.search(key);
    await this.cell(languageName, key).click();
    await this.editor(languageName, key).fill(text);
    await this.editor(languageName, key).press('Enter');
    await expect(this.toasts.getByText(text ? 'Translation saved' : 'Translation removed: English is shown instead').first()).toBeVisible();
    await expect(this.cell(languageName, key)).toBeVisible();
  }
}
