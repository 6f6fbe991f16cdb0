import { test, expect, forgetSession, signIn } from '../fixtures';
import { setSiteSettings, siteTimeZone } from '../pages/admin-api';
import { AdminSiteSettingsPage } from '../pages/admin-site-settings-page';
import { createLessons, deleteActivities } from '../pages/lessons-api';
import { guardianStudentLink } from '../support/outbox';
import { BASE_URL } from '../support/run-env';
import { earlyZone, wallParts } from '../support/wall-clock';

// Issue 47, items 10 and 12, with the demo school: the demo teacher teaches the demo
// student's plan; the demo guardian follows that student.

const MINUTE = 60_000;

const two = (value: number) => String(value).padStart(2, '0');

test('the lesson history shows each lesson\'s outcome, never "Planned" for one that ended otherwise (admin and teacher)', async ({ page }) => {
  test.setTimeout(120_000);
  const student = await signIn(page, 'student');
  const planId = student.studyplan as number;
  expect(planId, 'the demo student has a plan').toBeGreaterThan(0);
  const teacher = await signIn(page, 'teacher');
  const run = Date.now().toString(36);
  const outcomes = [
    ['held', 'Held'],
    ['cancelled_school', 'Cancelled by the school'],
    ['cancelled_notice', 'Cancelled by the student with notice'],
    ['cancelled_late', 'Cancelled late'],
    ['no_show', 'No-show'],
  ] as const;
  // started lessons of the last two hours (held and no-show need a start in the past)
  const now = Date.now();
  const lessons = outcomes.map(([outcome], index) => ({ lessonTitle: `E2E ${outcome} ${run}`, startTime: new Date(now - (120 - index * 5) * MINUTE).toISOString() }));
  const ids = await createLessons(page, planId, lessons);
  try {
    for (const [index, [outcome]] of outcomes.entries()) {
      const set = await page.request.post(`/v1/activity/${ids[index]}/outcome`, { data: { outcome }, headers: { Origin: BASE_URL } });
      expect(set.status(), await set.text()).toBe(200);
    }
    const { timeZone } = await siteTimeZone(page);
    const day = wallParts(Date.parse(lessons[0].startTime), timeZone);
    const date = `${day.year}-${two(day.month)}-${two(day.day)}`;

    for (const role of ['teacher', 'admin'] as const) {
      if (role === 'admin') await signIn(page, 'admin');
      await page.goto(`/${role}/lesson-history/${teacher.id}/${date}`);
      const table = page.getByRole('table', { name: 'Lessons' });
      await expect(table).toBeVisible({ timeout: 30_000 });
      for (const [index, [outcome, label]] of outcomes.entries()) {
        const row = table.getByRole('row').filter({ hasText: lessons[index].lessonTitle });
        await expect(row.locator(`[data-outcome="${outcome}"]`), `${role}: ${outcome}`).toHaveText(label);
        await expect(row).not.toContainText('Planned');
      }
      const summary = page.getByRole('region', { name: 'Month summary' });
      await expect(summary).toContainText('Payable hours');
      await expect(summary).toContainText('Payable lessons');
    }
  } finally {
    await signIn(page, 'teacher');
    await deleteActivities(page, ids);
  }
});

test("a guardian's lesson reminder links to the guardian's page of that student, which opens", async ({ page }) => {
  // the scheduler looks every 30 s, then the job queue sends
  test.setTimeout(180_000);
  const student = await signIn(page, 'student');
  const planId = student.studyplan as number;
  await signIn(page, 'admin');
  const before = await siteTimeZone(page);
  const scheduleBefore = (await (await page.request.get('/v1/sitesettings/reminders')).json()) as { time: string };
  const local = earlyZone(Date.now(), 'farthest');
  const tomorrowNoon = Date.UTC(local.year, local.month - 1, local.day + 1, 12) - local.offsetMinutes * MINUTE;
  const lessons = await createLessons(page, planId, [{ lessonTitle: `Guardian reminded ${Date.now().toString(36)}`, startTime: new Date(tomorrowNoon).toISOString() }]);
  try {
    await setSiteSettings(page, { timeZone: local.zone, retentionManagerEmail: before.retentionManagerEmail ?? '' });
    const settings = new AdminSiteSettingsPage(page);
    await settings.goto();
    await settings.expectShown();
    const aMinuteAgo = wallParts(Date.now() - MINUTE, local.zone);
    await settings.saveSendingTime(`${two(aMinuteAgo.hour)}:${two(aMinuteAgo.minute)}`);

    let link: string | null = null;
    await expect
      .poll(() => (link = guardianStudentLink('guardian@example.com')), { message: 'a reminder to the guardian in the outbox', timeout: 120_000, intervals: [1000, 2000, 5000] })
      .not.toBeNull();
    expect(link).toBe(`/guardian/students/${student.id}`);

    await forgetSession(page);
    await signIn(page, 'guardian');
    await page.goto(link as unknown as string);
    await expect(page).toHaveURL(`/guardian/students/${student.id}`);
    const area = page.locator('#sd-area-mf_student');
    await expect(area.getByRole('heading', { level: 1, name: /^Study plan of / })).toBeVisible({ timeout: 30_000 });
    await expect(area.getByTestId('study-plan-view')).toBeVisible();
  } finally {
    await signIn(page, 'admin');
    await deleteActivities(page, lessons);
    await setSiteSettings(page, { timeZone: before.timeZone, retentionManagerEmail: before.retentionManagerEmail ?? '' });
    await page.request.put('/v1/sitesettings/reminders', { data: { time: scheduleBefore.time } });
  }
});
