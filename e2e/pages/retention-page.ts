import { expect, type Download, type Locator } from '@playwright/test';
import { RemoteScreen } from './remote-screen';
import { meaningOf } from './review-cards';

/** /{admin|teacher}/study-plans/{id}/retention (mf_retention). */
export class RetentionPage extends RemoteScreen {
  override readonly title = /retention/i;
  path = '/admin/study-plans/1/retention';

  forPlan(role: 'admin' | 'teacher', planId: number | string): this {
    this.path = `/${role}/study-plans/${planId}/retention`;
    return this;
  }

  /** the page with its data loaded (the cards list or its empty state, and the settings) */
  async expectLoaded(): Promise<void> {
    await this.expectOwnContent();
    await expect(this.content.getByRole('button', { name: 'Generate cards from lessons' })).toBeVisible();
    await expect(this.content.getByRole('button', { name: 'Save settings' })).toBeVisible();
  }

  get cards(): Locator {
    return this.content.getByTestId('flashcard');
  }

  card(id: string): Locator {
    return this.content.locator(`[data-testid="flashcard"][data-card-id="${id}"]`);
  }

  async cardIds(): Promise<string[]> {
    return this.cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-card-id') ?? ''));
  }

  /**
   * A card offered without a meaning cannot be approved (docs/product-rules.md#r-ret-5): this writes
   * `meaningOf(its term)` on its back through the card's Edit form; a card with a meaning is left as it is.
   * Resolves to the card's back.
   */
  async writeMissingMeaning(id: string): Promise<string> {
    const card = this.card(id);
    const back = (await card.getByTestId('flashcard-back').textContent()) ?? '';
    if (back.trim()) return back;
    await expect(card.getByRole('button', { name: 'Approve' })).toBeDisabled();
    const term = (await card.getByTestId('flashcard-front').textContent()) ?? '';
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByRole('textbox', { name: 'Back' }).fill(meaningOf(term));
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByTestId('flashcard-back')).toHaveText(meaningOf(term));
    return meaningOf(term);
  }

  async generate(): Promise<void> {
    await this.content.getByRole('button', { name: 'Generate cards from lessons' }).click();
    await expect(this.content.getByRole('button', { name: 'Generate cards from lessons' })).not.toHaveAttribute('aria-busy', 'true');
  }

  get textField(): Locator {
    return this.content.getByRole('textbox', { name: 'Text', exact: true });
  }

  get textSize(): Locator {
    return this.content.getByRole('combobox', { name: 'Text size' });
  }

  /** clicks a document button and waits for the file it saves */
  async download(name: 'Quiz' | 'Reading practice' | 'Lesson summary'): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.content.getByRole('button', { name, exact: true }).click();
    return download;
  }

  /** clicks Quiz or Reading practice and waits for both files it saves: the sheet, then its answer key */
  async downloadWithKey(name: 'Quiz' | 'Reading practice'): Promise<{ sheet: Download; key: Download }> {
    const files: Download[] = [];
    const listener = (download: Download) => files.push(download);
    this.page.on('download', listener);
    await this.content.getByRole('button', { name, exact: true }).click();
    await expect.poll(() => files.length, { message: `two files from ${name}` }).toBe(2);
    this.page.off('download', listener);
    const key = files.find((file) => / answer key /.test(file.suggestedFilename()));
    expect(key, `an answer key among ${files.map((file) => file.suggestedFilename()).join(', ')}`).toBeDefined();
    return { sheet: files.find((file) => file !== key)!, key: key! };
  }
}
