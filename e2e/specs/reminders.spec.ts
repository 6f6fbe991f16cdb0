import { test, expect, forgetSession, signIn } from '../fixtures';
import { siteTimeZone, setSiteSettings } from '../pages/admin-api';
import { AdminSiteSettingsPage } from '../pages/admin-site-settings-page';
import { createLessons, deleteActivities } from '../pages/lessons-api';
import { ProfilePage } from '../pages/profile-page';
import { mailOptOutLink } from '../support/outbox';
import { earlyZone, wallParts } from '../support/wall-clock';

const two = (value: number) => String(value).padStart(2, '0');

// docs/product-rules.md#r-mail-1, docs/product-rules.md#r-mail-2
test('a student gets a reminder of tomorrow\'s lesson at the sending time, turns reminders off from its link, and on again on the profile', async ({ page }) => {
  // the scheduler looks every 30 s, then the job queue sends
  test.setTimeout(180_000);
  const student = await signIn(page, 'student');
  const email = String(student.email);
  const planId = student.studyplan as number | null;
  expect(planId, 'the demo student has a study plan of their own').not.toBeNull();

  await signIn(page, 'admin');
  const before = await siteTimeZone(page);
  const scheduleBefore = (await (await page.request.get('/v1/sitesettings/reminders')).json()) as { time: string };
  const now = Date.now();
  const local = earlyZone(now, 'nearest');
  // noon tomorrow in that zone
  const tomorrowNoon = Date.UTC(local.year, local.month - 1, local.day + 1, 12) - local.offsetMinutes * 60_000;
  const lessons = await createLessons(page, planId as number, [{ lessonTitle: 'Reminded tomorrow', startTime: new Date(tomorrowNoon).toISOString() }]);
  try {
    await setSiteSettings(page, { timeZone: local.zone, retentionManagerEmail: before.retentionManagerEmail ?? '' });
    const settings = new AdminSiteSettingsPage(page);
    await settings.goto();
    await settings.expectShown();
    const aMinuteAgo = wallParts(Date.now() - 60_000, local.zone);
    await settings.saveSendingTime(`${two(aMinuteAgo.hour)}:${two(aMinuteAgo.minute)}`);

    let link: string | null = null;
    await expect
      .poll(() => (link = mailOptOutLink(email)), { message: `a reminder to ${email} in the outbox`, timeout: 120_000, intervals: [1000, 2000, 5000] })
      .not.toBeNull();

    // the link needs no sign-in
    await forgetSession(page);
    await page.goto(link as unknown as string);
    await expect(page.getByRole('heading', { name: 'Lesson reminders' })).toBeVisible();
    await expect(page.getByText('These mails are on.')).toBeVisible();
    await page.getByRole('button', { name: 'Stop lesson reminders' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You will not get lesson reminders any more.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn them on again' })).toBeVisible();

    await signIn(page, 'student');
    const profile = new ProfilePage(page, 'student');
    await profile.goto();
    await profile.expectShown();
    const reminders = profile.mails.getByRole('switch', { name: 'Lesson reminders' });
    await expect(reminders).toHaveAttribute('aria-checked', 'false');
    await reminders.click();
    await expect(profile.toasts.getByText('Your mail choices have been saved')).toBeVisible();
    await expect(reminders).toHaveAttribute('aria-checked', 'true');
    // kept on the server
    await page.reload();
    await expect(profile.mails.getByRole('switch', { name: 'Lesson reminders' })).toHaveAttribute('aria-checked', 'true');
  } finally {
    await signIn(page, 'admin');
    await deleteActivities(page, lessons);
    await setSiteSettings(page, { timeZone: before.timeZone, retentionManagerEmail: before.retentionManagerEmail ?? '' });
    await page.request.put('/v1/sitesettings/reminders', { data: { time: scheduleBefore.time } });
  }
});
