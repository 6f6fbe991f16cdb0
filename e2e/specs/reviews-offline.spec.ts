import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { approveNewCards, findReviewPlan, studentReview } from '../pages/review-cards';
import { StudentHomePage } from '../pages/student-home-page';
import { scheduledDue, serverRows, type Grade } from '../support/server-data';

/** A review as the device keeps it until the server has it (IndexedDB "studydesk-offline"). */
interface KeptReview {
  id: string;
  cardId: number;
  grade: Grade;
  reviewedAt: string;
}

/** The reviews waiting on the device, read from its store. */
function keptReviews(page: Page): Promise<KeptReview[]> {
  return page.evaluate(
    () =>
      new Promise<KeptReview[]>((resolve, reject) => {
        const open = indexedDB.open('studydesk-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('pending-reviews').objectStore('pending-reviews').getAll();
          read.onsuccess = () => resolve((read.result as KeptReview[]).map(({ id, cardId, grade, reviewedAt }) => ({ id, cardId, grade, reviewedAt })));
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** Sentences enough for this spec's cards besides the review spec's (their plan's daily cap of new cards is 20). */
const MORE_TEXT =
  'The board approved the merger in March. Our supplier raised its prices twice. The auditors signed the annual report yesterday. ' +
  'The marketing team launched a new campaign. Customers praised the faster delivery. The factory reduced its energy costs. ' +
  'Investors welcomed the quarterly results. The manager postponed the budget meeting. Our lawyers reviewed the contract carefully. ' +
  'The company hired twelve new engineers.';

const reviewsOfStudent = (ids: readonly string[]) =>
  serverRows(`select client_id from review_logs where client_id in (${ids.map(() => '?').join(',')})`, ...ids).length;

test.describe('offline review', () => {
  // the service worker is what these tests are about (other specs block it: playwright.config.ts)
  test.use({ serviceWorkers: 'allow' });

  test('a student reviews 10 cards offline, reloads offline, and back online the server has each review once, scheduled as online', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'teacher');
    const plan = await findReviewPlan(page);
    await approveNewCards(page, plan.id, MORE_TEXT);

    const { page: phone, review, close } = await studentReview(browser);
    try {
      const context = phone.context();
      // the service worker controls the page (registered after the first paint, the student's screens stored at install)
      await phone.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      const manifestHref = await phone.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBe('/manifest.webmanifest');

      const due = await review.dueNumber();
      expect(due, 'cards to review').toBeGreaterThanOrEqual(10);

      await context.setOffline(true);
      const grades: Grade[] = [3, 4, 3, 1, 2, 3, 4, 3, 3, 2];
      for (const [i, grade] of grades.entries()) {
        await phone.keyboard.press('Space');
        await expect(review.back).toBeVisible();
        await phone.keyboard.press(String(grade));
        // done at once, kept on the device
        await expect(review.reviewsToSend).toHaveText(i === 0 ? '1 answer to send' : `${i + 1} answers to send`);
      }
      const kept = await keptReviews(phone);
      expect(kept).toHaveLength(10);

      // a reload without a connection: the page comes from the service worker, the answers still wait
      await phone.reload();
      await review.expectShown();
      await expect(review.offlineNote).toBeVisible();
      await expect(review.reviewsToSend).toHaveText('10 answers to send');
      expect(reviewsOfStudent(kept.map((r) => r.id))).toBe(0);

      // back online: sent, each once, and the counter goes
      await context.setOffline(false);
      await expect(review.reviewsToSend).toHaveCount(0, { timeout: 30_000 });
      const ids = kept.map((r) => r.id);
      expect(reviewsOfStudent(ids)).toBe(10);
      expect(serverRows('select count(*) as n from review_logs where client_id in (' + ids.map(() => '?').join(',') + ')', ...ids)[0].n).toBe(10);

      // each card as the same reviews made online would have scheduled it (each card here was new, reviewed once)
      const stored = serverRows(
        `select rc.card_id, rc.due from review_cards rc join users u on u.id = rc.student_id where u.email = ? and rc.card_id in (${kept.map(() => '?').join(',')})`,
        'student@example.com',
        ...kept.map((r) => r.cardId),
      );
      const dueOf = new Map(stored.map((row) => [Number(row.card_id), Number(row.due)]));
      for (const one of kept) expect(dueOf.get(one.cardId), `card ${one.cardId}`).toBe(scheduledDue([{ grade: one.grade, at: Date.parse(one.reviewedAt) }]));

      // the same batch sent again adds nothing
      const again = await phone.request.post('/v1/review/reviews', { data: { reviews: kept } });
      expect(again.status()).toBe(200);
      expect(await again.json()).toMatchObject({ saved: 0, alreadySaved: 10, dropped: [] });
      expect(reviewsOfStudent(ids)).toBe(10);
    } finally {
      await close();
    }
  });

  test('the app is installable: a valid web app manifest, and the service worker controls the page', async ({ browser }) => {
    const { page } = await studentReview(browser).then((opened) => opened);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({ name: 'StudyDesk', short_name: 'StudyDesk', start_url: '/', display: 'standalone', theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
    const icons = (manifest!.icons as { src: string; sizes: string; type: string }[]).filter((icon) => icon.type === 'image/png');
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type']).toContain('image/png');
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toBe(new URL('/', page.url()).href);
    await page.context().close();
  });

  test('offline, the home shows its last loaded copy with its time under a banner, and signing out with answers waiting asks first', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'teacher');
    await approveNewCards(page, (await findReviewPlan(page)).id, MORE_TEXT);
    const { page: phone, review, close } = await studentReview(browser);
    try {
      await phone.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      const home = new StudentHomePage(phone);
      await home.goto();
      await home.expectShown();
      await expect(home.offlineCopy).toHaveCount(0);

      await phone.context().setOffline(true);
      await expect(home.offlineBanner).toBeVisible();
      await phone.reload();
      await home.expectShown();
      await expect(home.offlineCopy).toContainText('No connection: shown as last loaded');

      await review.goto();
      await review.expectShown();
      await phone.keyboard.press('Space');
      await phone.keyboard.press('3');
      await expect(review.reviewsToSend).toHaveText('1 answer to send');

      // signing out asks first; sending fails without a connection and says so
      await review.logoutButton.click();
      await expect(review.dialog).toContainText('1 answer given on this device has not reached StudyDesk yet.');
      await review.dialog.getByRole('button', { name: 'Send them and sign out' }).click();
      await expect(review.dialog.getByRole('alert')).toContainText('They could not be sent now');
      await phone.keyboard.press('Escape');
      await expect(review.dialog).toHaveCount(0);

      // back online the answer goes by itself, and signing out asks nothing
      await phone.context().setOffline(false);
      await expect(review.offlineBanner).toHaveCount(0);
      await expect(review.reviewsToSend).toHaveCount(0, { timeout: 30_000 });
      await review.logoutButton.click();
      await expect(phone).toHaveURL(/\/login/);
    } finally {
      await close();
    }
  });
});
