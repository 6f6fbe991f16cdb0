import { expect, type Page } from '@playwright/test';
import { BASE_URL } from '../support/run-env';

/**
 * Seeding and clean-up through the admin's own API calls, made with the signed-in
 * page's cookies (the page objects drive the screens; this sets the scene).
 */
export interface CreatedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export async function registerUser(page: Page, person: { firstName: string; lastName: string; email: string; profile: 'teacher' | 'student' | 'admin' }): Promise<CreatedUser> {
  const res = await page.request.post('/v1/auth/register', { data: { ...person, sendInvitation: false } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: CreatedUser }).user;
}

export async function setArchived(page: Page, id: number, isArchived: boolean): Promise<void> {
  const res = await page.request.post('/v1/auth/update/users', { data: { id, isArchived } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function findUser(page: Page, profile: string, search: string): Promise<{ id: number; lastLesson: string | null; firstName: string; lastName: string }> {
  const res = await page.request.post('/v1/auth/users', { data: { profile, search } });
  expect(res.status()).toBe(200);
  const { user } = (await res.json()) as { user: { results: Array<{ id: number; lastLesson: string | null; firstName: string; lastName: string }> } };
  expect(user.results.length, `users matching ${search}`).toBeGreaterThan(0);
  return user.results[0];
}

export async function siteTimeZone(page: Page): Promise<{ timeZone: string; retentionManagerEmail?: string }> {
  const res = await page.request.get('/v1/sitesettings/timezone');
  expect(res.status()).toBe(200);
  return res.json();
}

export async function setSiteSettings(page: Page, settings: { timeZone: string; retentionManagerEmail: string }): Promise<void> {
  const res = await page.request.post('/v1/sitesettings/timezone', { data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

/** Deletes, through the API, every activity of the plan with this title (the page's session). */
export async function deleteActivities(page: Page, planId: number, title: string): Promise<void> {
  const response = await page.request.post('/v1/studyplan/getactivitydata', { data: { studyPlanId: planId, pageSize: 100, withComments: false } });
  const { activities } = (await response.json()) as { activities: { results: { id: number; lessonTitle: string }[] } };
  for (const activity of activities.results.filter((item) => item.lessonTitle === title)) {
    expect((await page.request.delete(`/v1/activity/task/${activity.id}`)).status()).toBe(200);
  }
}

/** DD/MM/YYYY of a day `monthsAhead` months from this one (negative: before), as the activity dialogs take it */
export function dialogDate(day: number, monthsAhead: number): string {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() + monthsAhead);
  date.setDate(day);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

/** DD/MM/YYYY HH:mm of an instant on the wall clock of `timeZone` (docs/product-rules.md#r-date-1 formats) */
export function wallClock(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The pay policy a fresh school starts with (docs/product-rules.md#r-pay-1), in EUR. */
const DEFAULT_PAY_POLICY = {
  teacherShare: { held: 100, cancelled_school: 0, cancelled_notice: 0, cancelled_late: 50, no_show: 100 },
  makeUpCredit: { held: false, cancelled_school: true, cancelled_notice: true, cancelled_late: false, no_show: false },
  noticeHours: 48,
  creditExpiryDays: 120,
  creditCapPerPeriod: 2,
};

/** Puts the default pay policy back (tests that change it leave the school as they found it). */
export async function resetPayPolicy(page: Page): Promise<void> {
  const res = await page.request.put('/v1/sitesettings/pay-policy', { data: { policy: DEFAULT_PAY_POLICY, currency: 'EUR' }, headers: { Origin: BASE_URL } });
  expect(res.status(), await res.text()).toBe(200);
}
