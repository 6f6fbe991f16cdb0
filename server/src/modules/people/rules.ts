import type { ProfileType } from '../../db/schema';

export const DUPLICATE_EMAIL = 'A user with this email already exists';
export const LAST_ADMIN = 'The last active admin cannot be archived or given another profile type. Make another user admin first.';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A unique-index violation on either engine (a concurrent insert of the same email): one test, the central error handler's. */

/** The school must always keep an active admin: does this change take one away? */
export function losesAdmin(before: { profile: ProfileType; archived: 0 | 1 }, after: { profile: ProfileType; archived: 0 | 1 }): boolean {
  return before.profile === 'admin' && before.archived === 0 && (after.profile !== 'admin' || after.archived === 1);
}
