import { expect, type Browser, type Page } from '@playwright/test';
import { loginAs } from '../fixtures/session';
import { StudentReviewPage } from './student-review-page';

// The demo teacher teaches José García's (student@example.com) individual plan
// "Business English B2" (server/src/seed/demo-plans.ts), whose lessons have text to make cards from.
export const REVIEW_PLAN = 'Business English B2';
export const REVIEW_STUDENT = 'José García';
const RETENTION_TEXT =
  'The auditor questioned the depreciation schedule. Our treasurer renegotiated the overdraft facility. The warehouse adopted barcode scanners last spring.';

/** The demo student's plan as the teacher's dashboard lists it. */
export async function findReviewPlan(page: Page): Promise<{ id: number; nextLesson: string | null }> {
  const response = await page.request.post('/v1/studyplan/dashboard', { data: { search: REVIEW_STUDENT, pageSize: 10 } });
  const { studyPlans } = (await response.json()) as { studyPlans: { results: { id: number; title: string; nextLesson: string | null }[] } };
  const plan = studyPlans.results.find((row) => row.title === REVIEW_PLAN);
  expect(plan, REVIEW_PLAN).toBeDefined();
  return plan!;
}

/** What the helpers write on the back of a card offered without a meaning, so a test can tell it on the student's side. */
export const meaningOf = (term: string) => `meaning of ${term}`;

/**
 * As the teacher: cards made from the plan's lessons and retention text (`more`: sentences added to it),
 * every one approved; a card offered with an empty back gets `meaningOf(its term)` first, as a card
 * is approved only with its meaning (docs/product-rules.md#r-ret-5).
 */
export async function approveNewCards(page: Page, planId: number, more = ''): Promise<void> {
  const retentionText = more ? `${RETENTION_TEXT} ${more}` : RETENTION_TEXT;
  const text = await page.request.patch('/v1/studyplan/retention-text', { data: { studyPlanId: planId, retentionText, retentionTextSize: 14 } });
  expect(text.status(), await text.text()).toBe(200);
  const made = await page.request.post('/v1/retention/parse-sentences', { data: { studyPlanId: planId } });
  expect(made.status(), await made.text()).toBe(200);
  const { unapprovedFlashcards } = (await made.json()) as { unapprovedFlashcards: { id: number; front: string; back: string }[] };
  for (const card of unapprovedFlashcards) {
    if (!card.back.trim()) {
      const written = await page.request.put(`/v1/retention/studyplan/${planId}/flashcards/${card.id}`, { data: { front: card.front, back: meaningOf(card.front) } });
      expect(written.status(), await written.text()).toBe(200);
    }
    const approved = await page.request.put(`/v1/retention/studyplan/${planId}/flashcards/${card.id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  }
}

/**
 * The demo student signed in in a browser of their own (beside the test's teacher), on
 * the review page; `close()` ends that browser.
 */
export async function studentReview(browser: Browser): Promise<{ page: Page; review: StudentReviewPage; close: () => Promise<void> }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loginAs(page, 'student');
    const review = new StudentReviewPage(page);
    await review.goto();
    await review.expectShown();
    return { page, review, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}
