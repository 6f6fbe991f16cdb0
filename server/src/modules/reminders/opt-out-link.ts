import type { Kysely } from 'kysely';
import type { MailKind } from '@studydesk/shared/contracts';
import { PATHS, fillPattern } from '@studydesk/shared/routes';
import type { Database } from '../../db/schema';
import { activeUser, mailLinkKey } from './queries/preferences';
import { optOutToken, readOptOutToken } from './rules';

export interface OptOutLinkOwner {
  userId: number;
  kind: MailKind;
  profile: string;
  /** the owner's language: the page speaks it to a recipient who is signed out */
  language: string;
}

/** A signed token is a few dozen characters: anything longer is not one, and is not read further. */
const TOKEN_MAX_LENGTH = 100;

/**
 * Whose opt-out link this is (docs/product-rules.md#r-mail-2), or null for anything that is not
 * a valid link of an active person: forged, malformed, too long or of an archived account.
 * The page and the API both decide with this, so both answer 404 for the same links.
 */
export async function optOutLinkOwner(db: Kysely<Database>, token: string): Promise<OptOutLinkOwner | null> {
  if (token.length > TOKEN_MAX_LENGTH) return null;
  const link = readOptOutToken(await mailLinkKey(db), token);
  const user = link && (await activeUser(db, link.userId));
  return link && user ? { ...link, profile: user.profile, language: user.language } : null;
}

/** The address of a person's opt-out link for one kind of mail (`key`: the site's mailLinkKey). */
export function optOutLinkFor(publicUrl: string, key: string, userId: number, kind: MailKind): string {
  return `${publicUrl}${fillPattern(PATHS.mailOptOut, { token: optOutToken(key, userId, kind) })}`;
}
