import fs from 'node:fs';
import JSZip from 'jszip';
import type { Download, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { RetentionPage } from '../pages/retention-page';

// The demo teacher teaches José García's individual plan "Business English B2"
// (server/src/seed/demo-plans.ts); its lessons have descriptions to make cards from.
const PLAN = 'Business English B2';
// Sentences no other text of the school has: their words are the rarest, so the quiz asks about them.
const RETENTION_TEXT = 'The negotiation stalled because the supplier demanded prepayment. Our consultant proposed an escrow arrangement instead.';
const SENTENCES = RETENTION_TEXT.split(/(?<=\.) /);

async function findPlan(page: Page): Promise<{ id: number; code: string }> {
  const response = await page.request.post('/v1/studyplan/dashboard', { data: { search: 'José García', pageSize: 10 } });
  const { studyPlans } = (await response.json()) as { studyPlans: { results: { id: number; title: string; code: string }[] } };
  const plan = studyPlans.results.find((row) => row.title === PLAN);
  expect(plan, PLAN).toBeDefined();
  return plan as { id: number; code: string };
}

/** The paragraphs of a downloaded .docx, one per line, and its raw document XML. */
async function openDocx(download: Download): Promise<{ text: string; xml: string }> {
  const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
  const xml = await zip.file('word/document.xml')!.async('string');
  const text = (xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? []).map((p) => p.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')).join('\n');
  return { text, xml };
}

test.describe('retention', () => {
  test('cards from lessons: edit, regenerate, approve, a failed approval restored in place, delete; documents; text size kept', async ({ page }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'teacher');
    const plan = await findPlan(page);
    const retention = new RetentionPage(page).forPlan('teacher', plan.id);
    await retention.goto();
    await retention.expectLoaded();
    await expect(retention.content.getByText(`${plan.code} · ${PLAN}`)).toBeVisible();

    // the retention text and its size (default 14), kept after a reload
    await retention.textField.fill(RETENTION_TEXT);
    await retention.textSize.selectOption('18');
    await expect(retention.content.getByTestId('retention-text-preview')).toHaveCSS('font-size', '24px'); // 18 pt
    await retention.content.getByRole('button', { name: 'Save text' }).click();
    await expect(retention.content.getByRole('button', { name: 'Save text' })).toBeDisabled();
    await page.reload();
    await retention.expectLoaded();
    await expect(retention.textSize).toHaveValue('18');
    await expect(retention.textField).toHaveValue(RETENTION_TEXT);

    // generate cards from the plan's lessons and its retention text
    const before = (await retention.cardIds()).length;
    await retention.generate();
    await expect.poll(async () => (await retention.cardIds()).length).toBeGreaterThanOrEqual(before + 4);
    const sources = await retention.cards.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
    expect(sources.some((text) => SENTENCES.some((sentence) => text.includes(sentence)))).toBe(true);

    // edit one
    const [firstId, secondId, thirdId] = await retention.cardIds();
    const first = retention.card(firstId);
    await first.getByRole('button', { name: 'Edit' }).click();
    await first.getByRole('textbox', { name: 'Front' }).fill('What did the supplier demand?');
    await first.getByRole('textbox', { name: 'Back' }).fill('prepayment');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect(first.getByTestId('flashcard-front')).toHaveText('What did the supplier demand?');
    await expect(first.getByTestId('flashcard-back')).toHaveText('prepayment');

    // regenerate one: replaced in place by another card from the same sentence
    const second = retention.card(secondId);
    const was = `${await second.getByTestId('flashcard-front').textContent()}|${await second.getByTestId('flashcard-back').textContent()}`;
    await second.getByRole('button', { name: 'Regenerate' }).click();
    await expect
      .poll(async () => `${await second.getByTestId('flashcard-front').textContent()}|${await second.getByTestId('flashcard-back').textContent()}`)
      .not.toBe(was);
    expect((await retention.cardIds())[1]).toBe(secondId);

    // approve one, with the keyboard: it leaves the list
    await retention.card(thirdId).getByRole('button', { name: 'Approve' }).press('Enter');
    await expect(retention.card(thirdId)).toHaveCount(0);

    // an approval that fails: the card comes back where it was, flagged, with the error
    const order = await retention.cardIds();
    await page.route('**/v1/retention/studyplan/*/flashcards/*/approve', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The approval could not be saved' }) }),
    );
    await retention.card(secondId).getByRole('button', { name: 'Approve' }).click();
    await expect(retention.card(secondId).getByText('Approval failed')).toBeVisible();
    await expect(retention.card(secondId).getByRole('alert')).toHaveText('The approval could not be saved');
    expect(await retention.cardIds()).toEqual(order);
    await page.unroute('**/v1/retention/studyplan/*/flashcards/*/approve');

    // delete one
    await retention.card(firstId).getByRole('button', { name: 'Delete' }).click();
    await expect(retention.card(firstId)).toHaveCount(0);
    const waiting = (await (await page.request.get(`/v1/retention/studyplan/${plan.id}/flashcards/unapproved`)).json()) as { unapprovedFlashcards: { id: number }[] };
    const ids = waiting.unapprovedFlashcards.map((card) => String(card.id));
    expect(ids).toContain(secondId);
    expect(ids).not.toContain(firstId);
    expect(ids).not.toContain(thirdId);

    // the three documents, each a real .docx named after the plan
    const name = (kind: string) => new RegExp(`^${plan.code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${kind} \\d{4}-\\d{2}-\\d{2}\\.docx$`);

    const quiz = await retention.download('Quiz');
    expect(quiz.suggestedFilename()).toMatch(name('quiz'));
    const quizText = (await openDocx(quiz)).text;
    const [questions, key] = quizText.split('\nAnswer key\n');
    expect(key, 'an answer key after the questions').toBeDefined();
    const answers = new Map([...key.matchAll(/^(\d+)\. (?:[A-J]\) )?(.+)$/gm)].map((m) => [m[1], m[2]]));
    const filled = [...questions.matchAll(/^(\d+)\. (.*_____.*)$/gm)].map((m) => m[2].replace('_____', answers.get(m[1]) ?? '?'));
    expect(filled.length).toBeGreaterThan(0);
    expect(filled.some((sentence) => SENTENCES.includes(sentence)), `one of ${JSON.stringify(filled)} is a sentence of the plan`).toBe(true);

    const reading = await retention.download('Reading practice');
    expect(reading.suggestedFilename()).toMatch(name('reading practice'));
    const readingDoc = await openDocx(reading);
    expect(readingDoc.text).toContain(RETENTION_TEXT);
    expect(readingDoc.text).toContain('Glossary');
    expect(readingDoc.xml).toContain('<w:sz w:val="36"/>'); // 18 pt, in half-points

    const summary = await retention.download('Lesson summary');
    expect(summary.suggestedFilename()).toMatch(name('lesson summary'));
    const summaryText = (await openDocx(summary)).text;
    expect(summaryText).toContain('Covered');
    expect(summaryText).toContain('Next steps');
    expect(summaryText).toMatch(/Difficulty points: \d+/);
    for (const button of ['Quiz', 'Reading practice', 'Lesson summary']) {
      await expect(retention.content.getByRole('button', { name: button, exact: true })).not.toHaveAttribute('aria-busy', 'true');
    }
  });

  test('a document that fails shows its own error, the others stay usable', async ({ page }) => {
    await loginAs(page, 'teacher');
    const plan = await findPlan(page);
    const retention = new RetentionPage(page).forPlan('teacher', plan.id);
    await page.route('**/generate-quiz', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The quiz could not be made' }) }));
    await retention.goto();
    await retention.expectLoaded();
    await retention.content.getByRole('button', { name: 'Quiz', exact: true }).click();
    await expect(retention.content.getByRole('alert').filter({ hasText: 'The quiz could not be made' })).toBeVisible();
    const summary = await retention.download('Lesson summary');
    expect(summary.suggestedFilename()).toMatch(/lesson summary/);
  });
});
