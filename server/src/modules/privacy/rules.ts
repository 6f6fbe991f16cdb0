import { randomBytes } from 'node:crypto';
import type { ProfileType } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An export's link works this long (docs/product-rules.md#r-privacy-2). */
export const EXPORT_LINK_MS = 7 * DAY_MS;

/** A request is answered within one month (GDPR art. 12(3)): the same day of the next month, or its last day. */
export function dueDate(requestedAt: number): number {
  const at = new Date(requestedAt);
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1, at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return next.getTime();
}

/** Four hex digits that tell erased people apart without naming them. */
export function pseudonymCode(): string {
  return randomBytes(2).toString('hex').toUpperCase();
}

const LABELS: Record<ProfileType, string> = { student: 'Student', teacher: 'Teacher', guardian: 'Guardian', admin: 'Admin' };

/** What a request and the audit trail call the person: "Student 4F2A" (docs/product-rules.md#r-privacy-6). */
export function personLabel(profile: ProfileType, code: string): string {
  return `${LABELS[profile]} ${code}`;
}

/** The first name an erased person's row keeps: "Former student", with the code as last name (docs/product-rules.md#r-privacy-3). */
export function formerName(profile: ProfileType): string {
  return `Former ${LABELS[profile].toLowerCase()}`;
}

/** The sign-in address an erased row takes: unique, and on a domain that can never receive mail. */
export function erasedAddress(id: number): string {
  return `erased-${id}@erased.invalid`;
}

/** The code a label ends with, so a person's later requests keep their first one's. */
export function codeOfLabel(label: string): string {
  return label.split(' ').pop() ?? '';
}

/**
 * Until when an erased person's pay and teaching records are kept: the end of the month of
 * their last lesson or pay period (or of the erasure, without any), plus the school's years
 * (docs/product-rules.md#r-privacy-4).
 */
export function retainUntil(lastPeriod: number | null, erasedAt: number, years: number): number {
  const from = new Date(Math.max(lastPeriod ?? 0, erasedAt));
  return Date.UTC(from.getUTCFullYear() + years, from.getUTCMonth() + 1, 1) - 1;
}

/** When the leavers' setting erases a student archived at `archivedAt` (docs/product-rules.md#r-privacy-5). */
export function leaverErasedFrom(archivedAt: number, months: number): number {
  const at = new Date(archivedAt);
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes());
}

/** The daily job's key for a day: queued once whichever instance sees the day first. */
export function dailyKey(now: number): string {
  return `privacy:daily:${new Date(now).toISOString().slice(0, 10)}`;
}
