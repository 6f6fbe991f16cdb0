import type { Page } from '@playwright/test';
import { test, expect, forgetSession, loginAs } from '../fixtures';
import { AdminGlossaryPage } from '../pages/admin-glossary-page';
import { RetentionPage } from '../pages/retention-page';
import { frenchReadersPlan, waitingCards } from '../pages/retention-scene';
import { openDocx } from '../support/docx';

// A teacher types a meaning once: the school glossary (docs/product-rules.md#r-ret-4) keeps it
// for the pair of languages (English terms, French meanings: the plans' student reads French),
// and the next plan's card for the same term is offered with it. Both plans' notes list the
// same vocabulary, as two groups of one course do.
const NOTES =
  'Vocabulary: demurrage charge, bill of lading\n' +
  'The shipper paid a demurrage charge because the container stayed too long at the port. ' +
  'The carrier signed the bill of lading when the goods were loaded.';

async function offered(page: Page, planId: number, term: string) {
  const card = (await waitingCards(page, planId)).find((c) => c.front === term);
  expect(card, `a card for ${term}`).toBeDefined();
  return card!;
}

test('a meaning typed on one plan\'s card is offered on the next plan\'s card for the term', async ({ page }) => {
  test.setTimeout(180_000);
  // a meaning of this run only, so what plan B offers can only come from what was typed here
  const translation = `frais de surestarie (${Date.now().toString(36)})`;
  await loginAs(page, 'admin');
  const first = await frenchReadersPlan(page, 'Shipping terms, group 1', NOTES, 3);
  const second = await frenchReadersPlan(page, 'Shipping terms, group 2', NOTES, 3);

  // plan 1: the listed terms come as cards, the meaning not known yet: an empty back to fill in
  await forgetSession(page);
  await loginAs(page, 'teacher');
  const retention = new RetentionPage(page).forPlan('teacher', first);
  await retention.goto();
  await retention.expectLoaded();
  await retention.generate();
  const charge = await offered(page, first, 'demurrage charge');
  const lading = await offered(page, first, 'bill of lading');
  expect(charge.back).not.toBe(translation);
  expect(charge.sourceSentence).toContain('paid a demurrage charge');

  // a card without a meaning cannot be approved (docs/product-rules.md#r-ret-5): it stays offered with an empty back
  const empty = retention.card(String(lading.id));
  await expect(empty.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(empty.getByTestId('flashcard-needs-meaning')).toContainText('Write the meaning first');
  await expect(empty.getByTestId('flashcard-back')).toHaveText('');
  const refused = await page.request.put(`/v1/retention/studyplan/${first}/flashcards/${lading.id}/approve`);
  expect(refused.status()).toBe(409);

  // the teacher types the translation once, and approves that card
  const card = retention.card(String(charge.id));
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByRole('textbox', { name: 'Back' }).fill(translation);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('flashcard-back')).toHaveText(translation);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  expect((await offered(page, first, 'bill of lading')).back).toBe('');

  // the plan's reading practice has it in its glossary (a term still waiting for its meaning has no entry)
  const reading = (await openDocx((await retention.downloadWithKey('Reading practice')).sheet)).text;
  expect(reading).toContain('Glossaire');
  expect(reading).toContain(`demurrage charge: ${translation}`);
  expect(reading).not.toMatch(/^bill of lading:/m);

  // plan 2: the same term is offered with the translation; the other still empty
  const next = new RetentionPage(page).forPlan('teacher', second);
  await next.goto();
  await next.expectLoaded();
  await next.generate();
  const again = await offered(page, second, 'demurrage charge');
  expect(again.back).toBe(translation);
  await expect(next.card(String(again.id)).getByTestId('flashcard-back')).toHaveText(translation);
  expect((await offered(page, second, 'bill of lading')).back).toBe('');

  // and the admins' glossary lists it for the pair, learnt from a card
  await forgetSession(page);
  await loginAs(page, 'admin');
  const listed = await page.request.get('/v1/retention/glossary?language=en&meaningLanguage=fr&pageSize=100');
  expect(listed.status()).toBe(200);
  const { entries } = (await listed.json()) as { entries: { results: { term: string; meaning: string; source: string }[] } };
  expect(entries.results.filter((entry) => entry.term === 'demurrage charge')).toEqual([expect.objectContaining({ meaning: translation, source: 'card' })]);

  // the admins' screen: the pair's terms, an edit, a CSV import, a delete
  const screen = new AdminGlossaryPage(page);
  await screen.goto();
  await screen.expectLoaded();
  await screen.content.getByLabel('Meanings in').selectOption('fr');
  const row = screen.entry('demurrage charge');
  await expect(row).toContainText(translation);
  await row.getByRole('button', { name: 'Edit demurrage charge' }).click();
  const form = screen.content.getByRole('form', { name: 'Edit demurrage charge' });
  await form.getByLabel('Meaning').fill('surestaries');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(screen.entry('demurrage charge')).toContainText('surestaries');
  await screen.content.getByRole('textbox', { name: 'Import terms from CSV' }).fill('term,meaning\nbill of lading,connaissement\nletter of credit,lettre de crédit');
  await screen.content.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(screen.entry('bill of lading')).toContainText('connaissement');
  await expect(screen.entry('letter of credit')).toContainText('lettre de crédit');
  await screen.entry('letter of credit').getByRole('button', { name: 'Delete letter of credit' }).click();
  await expect(screen.entry('letter of credit')).toHaveCount(0);
});
