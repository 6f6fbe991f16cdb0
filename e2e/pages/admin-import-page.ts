import { expect, type Locator } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** /admin/import (mf_admin, docs/product-rules.md#r-import-4): people and groups from a spreadsheet. */
export class AdminImportPage extends RemoteScreen {
  readonly path = '/admin/import';
  override readonly title = 'Import people';

  get fileInput(): Locator {
    return this.content.getByLabel('Choose a file');
  }

  get previewTable(): Locator {
    return this.content.getByRole('table', { name: 'Preview' });
  }

  get importButton(): Locator {
    return this.content.getByRole('button', { name: 'Import', exact: true });
  }

  /** chooses a CSV file of this text and waits for its preview */
  async choose(name: string, csv: string): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(this.previewTable).toBeVisible();
  }

  row(line: number): Locator {
    return this.previewTable.getByRole('row').filter({ has: this.page.getByRole('cell', { name: String(line), exact: true }) });
  }
}
