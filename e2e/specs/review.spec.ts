import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { StudentReviewPage } from '../pages/student-review-page';
import { TeacherHomePage } from '../pages/teacher-home-page';

/** the due count as English shows it: "1 card", "2 cards" (a plural form, never "1 cards") */
const dueText = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} to review now`;

// The demo teacher teaches José García's (student@example.com) individual plan
// "Business English B2" (server/src/seed/demo-plans.ts), whose lessons have text to make cards from.
const PLAN = 'Business English B2';
const STUDENT = 'José García';
const RETENTION_TEXT =
  'The auditor questioned the depreciation schedule. Our treasurer renegotiated the overdraft facility. The warehouse adopted barcode scanners last spring.';

async function findPlan(page: Page): Promise<{ id: number; nextLesson: string | null }> {
  const response = await page.request.post('/v1/studyplan/dashboard', { data: { search: STUDENT, pageSize: 10 } });
  const { studyPlans } = (await response.json()) as { studyPlans: { results: { id: number; title: string; nextLesson: string | null }[] } };
  const plan = studyPlans.results.find((row) => row.title === PLAN);
  expect(plan, PLAN).toBeDefined();
  return plan!;
}

/** As the teacher: cards made from the plan's lessons and retention text, every one approved. */
async function approveNewCards(page: Page, planId: number): Promise<void> {
  const text = await page.request.patch('/v1/studyplan/retention-text', { data: { studyPlanId: planId, retentionText: RETENTION_TEXT, retentionTextSize: 14 } });
  expect(text.status(), await text.text()).toBe(200);
  const made = await page.request.post('/v1/retention/parse-sentences', { data: { studyPlanId: planId } });
  expect(made.status(), await made.text()).toBe(200);
  const { unapprovedFlashcards } = (await made.json()) as { unapprovedFlashcards: { id: number }[] };
  for (const card of unapprovedFlashcards) {
    const approved = await page.request.put(`/v1/retention/studyplan/${planId}/flashcards/${card.id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  }
}

test.describe('review', () => {
  test('a student reviews five cards with the keyboard, the due count drops and stays after a reload; the teacher sees the forecast change', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'teacher');
    const plan = await findPlan(page);
    expect(plan.nextLesson, 'the plan has a next lesson to forecast for').not.toBeNull();
    await approveNewCards(page, plan.id);

    // before any review: nothing to forecast for the plan
    const home = new TeacherHomePage(page);
    await home.goto();
    await home.search(STUDENT);
    await expect(home.planLink(STUDENT)).toBeVisible();
    await expect(home.content.getByTestId(`forecast-${plan.id}`)).toHaveCount(0);

    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    try {
      await loginAs(studentPage, 'student');
      const review = new StudentReviewPage(studentPage);
      await review.goto();
      await review.expectShown();
      const due = await review.dueNumber();
      expect(due).toBeGreaterThanOrEqual(5);
      await expect(review.progress).toHaveText(`1 of ${due}`);

      // five cards: space shows the back, then a grade key (space again is Good)
      const keys = ['3', '4', 'Space', '3', '4'];
      for (const [i, key] of keys.entries()) {
        await expect(review.back).toHaveCount(0);
        await studentPage.keyboard.press('Space');
        await expect(review.back).toBeVisible();
        await studentPage.keyboard.press(key);
        await expect(review.dueCount).toHaveText(dueText(due - i - 1));
        if (i + 1 < due) await expect(review.progress).toHaveText(`${i + 2} of ${due}`);
      }
      if (due === 5) await expect(review.summary).toContainText('You reviewed 5 cards.');

      // the grades were stored: a reload asks the server again and gets five fewer
      await studentPage.reload();
      await review.expectShown();
      await expect(review.dueCount).toHaveText(dueText(due - 5));
    } finally {
      await studentContext.close();
    }

    // the teacher's dashboard now forecasts for the student's five reviewed cards
    await page.reload();
    await home.search(STUDENT);
    const forecast = home.content.getByTestId(`forecast-${plan.id}`);
    await expect(forecast).toHaveText(/^\d+ likely forgotten$/);
    await forecast.click();
    const details = page.getByTestId('forecast-details');
    await expect(details).toContainText(STUDENT);
    await expect(details).toContainText(/\d+ of 5 reviewed cards likely forgotten by the next lesson/);
  });
});
