import { HttpError } from '../../permissions';

/** How long a first-run link works (docs/product-rules.md#r-setup-1). */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** The page that takes a first-run link (mf-auth's /setup/{token}). */
export function setupLink(publicUrl: string, token: string): string {
  return `${publicUrl}/setup/${token}`;
}

/** The log line a person (or a script) looks for: `Set up StudyDesk: <url>`. */
export function setupLogLine(link: string): string {
  return `Set up StudyDesk: ${link}`;
}

const SETUP_MESSAGES = {
  alreadySetUp: 'StudyDesk is already set up. Sign in with your account.',
  unknown: 'This setup link is not valid. Use the newest link from the server log.',
  expired: 'This setup link has expired. Restart the server for a new one.',
} as const;

/** Why a link does not work, or null when it does. */
export type SetupTokenState = 'valid' | 'unknown' | 'expired' | 'alreadySetUp';

/** The stored link against the token given, at `now` (pure: the caller reads the row). */
export function setupTokenState(
  stored: { hash: string; expiresAt: number | null; hasAdmin: boolean },
  givenHash: string | null,
  now: number,
): SetupTokenState {
  if (stored.hasAdmin) return 'alreadySetUp';
  if (givenHash === null || stored.hash === '' || stored.hash !== givenHash) return 'unknown';
  if (stored.expiresAt === null || Number(stored.expiresAt) <= now) return 'expired';
  return 'valid';
}

/** 404 for a link that never worked, 410 for one that no longer does. */
export function setupTokenError(state: Exclude<SetupTokenState, 'valid'>): HttpError {
  return new HttpError(state === 'unknown' ? 404 : 410, SETUP_MESSAGES[state]);
}
