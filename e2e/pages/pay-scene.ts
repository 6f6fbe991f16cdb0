import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../support/run-env';

/**
 * Setting a pay scene through the admin's own API calls (months, lessons, closed periods),
 * for the specs that judge what the pay screens then show.
 */

/** a month `back` months before this one, with its English label ('March 2026') and `YYYY-MM` */
export function monthBefore(back: number) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  const label = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
  /** an instant on a day of the month at noon UTC: the same day in any site time zone */
  const at = (day: number) => new Date(Date.UTC(year, month - 1, day, 12)).toISOString();
  const param = `${year}-${String(month).padStart(2, '0')}`;
  return { year, month, label, at, param };
}
export type Month = ReturnType<typeof monthBefore>;

/**
 * A POST with the signed-in page's (or context's) cookies that must succeed; its JSON answer.
 * `origin`: the server's address (another install than the suite's, for a spec that runs its own).
 */
export async function apiPost(from: Page | APIRequestContext, url: string, data: object, origin = BASE_URL) {
  const request = 'request' in from ? from.request : from;
  const res = await request.post(new URL(url, origin).toString(), { data, headers: { Origin: origin } });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}
