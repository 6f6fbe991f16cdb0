import { earnsMakeUpCredit, type LessonOutcome, type PayPolicy } from '@studydesk/shared/contracts';
import { monthOf, yearMonthKey } from '@studydesk/shared/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * docs/product-rules.md#r-pay-2: a lesson whose outcome the policy credits gives each of its
 * students one credit; any other outcome (or none) leaves it none, so its unused credits go.
 */
export function lessonEarnsCredits(outcome: LessonOutcome | null, policy: PayPolicy): boolean {
  return earnsMakeUpCredit(outcome, policy);
}

/** The cap per student per calendar month: 0 means no cap. */
export function withinCap(creditsThisMonth: number, policy: PayPolicy): boolean {
  return policy.creditCapPerPeriod === 0 || creditsThisMonth < policy.creditCapPerPeriod;
}

/** A credit earned at `now` is open for the policy's expiry days. */
export function creditExpiry(now: number, policy: PayPolicy): number {
  return now + policy.creditExpiryDays * DAY_MS;
}

/** The month (YYYYMM, site time zone) a credit counts in: the month of the lesson that earned it, or of now when it had no start. */
export function creditMonth(lessonStart: number | null, now: number, timeZone: string): string {
  const { month, year } = monthOf(lessonStart ?? now, timeZone);
  return yearMonthKey(month, year);
}
