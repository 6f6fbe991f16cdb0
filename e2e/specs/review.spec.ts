import { test, expect, loginAs } from '../fixtures';
import { approveNewCards, findReviewPlan, REVIEW_STUDENT, studentReview } from '../pages/review-cards';
import { TeacherHomePage } from '../pages/teacher-home-page';

/** the due count as English shows it: "1 card", "2 cards" (a plural form, never "1 cards") */
const dueText = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} to review now`;

// the demo student's plan and its cards: pages/review-cards.ts

test.describe('review', () => {
  test('a student reviews five cards with the keyboard, the due count drops and stays after a reload; the teacher sees the forecast change', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'teacher');
    const plan = await findReviewPlan(page);
    expect(plan.nextLesson, 'the plan has a next lesson to forecast for').not.toBeNull();
    await approveNewCards(page, plan.id);

    // before any review: nothing to forecast for the plan
    const home = new TeacherHomePage(page);
    await home.goto();
    await home.search(REVIEW_STUDENT);
    await expect(home.planLink(REVIEW_STUDENT)).toBeVisible();
    await expect(home.content.getByTestId(`forecast-${plan.id}`)).toHaveCount(0);

    const { page: studentPage, review, close } = await studentReview(browser);
    try {
      const due = await review.dueNumber();
      expect(due).toBeGreaterThanOrEqual(5);
      await expect(review.progress).toHaveText(`1 of ${due}`);

      // five cards: space shows the back, then a grade key (space again is Good)
      const keys = ['3', '4', 'Space', '3', '4'];
      for (const [i, key] of keys.entries()) {
        await expect(review.back).toHaveCount(0);
        await studentPage.keyboard.press('Space');
        await expect(review.back).toBeVisible();
        // a card is approved with its meaning (docs/product-rules.md#r-ret-5): never an empty back
        await expect(review.back).toHaveText(/\S/);
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
      await close();
    }

    // the teacher's dashboard now forecasts for the student's five reviewed cards
    await page.reload();
    await home.search(REVIEW_STUDENT);
    const forecast = home.content.getByTestId(`forecast-${plan.id}`);
    await expect(forecast).toHaveText(/^\d+ likely forgotten$/);
    await forecast.click();
    const details = page.getByTestId('forecast-details');
    await expect(details).toContainText(REVIEW_STUDENT);
    await expect(details).toContainText(/\d+ of 5 reviewed cards likely forgotten by the next lesson/);
  });
});
