import { expect, type Page } from '@playwright/test';

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

/** DD/MM/YYYY HH:mm of an instant on the wall clock of `timeZone` (spec §9 formats) */
export function wallClock(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
