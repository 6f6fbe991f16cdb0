import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../sessions';
import { isLinkedStudent } from './guardians';
import { forbidden, notFound } from './http-error';

const NOT_YOURS = 'You may ask only about your own data or a linked student\'s';

/**
 * Who may ask for a person's copy or erasure, or read their requests
 * (docs/product-rules.md#r-privacy-7): the person themself, a guardian for each linked
 * student, an admin for anyone. A teacher only for themself.
 */
export async function assertCanAskAbout(db: Kysely<Database>, me: AuthUser, personId: number): Promise<void> {
  const exists = await db.selectFrom('users').select('id').where('id', '=', personId).executeTakeFirst();
  if (!exists) throw notFound('Person not found');
  if (me.profile === 'admin' || me.id === personId) return;
  if (me.profile === 'guardian' && (await isLinkedStudent(db, me.id, personId))) return;
  throw forbidden(NOT_YOURS);
}

/** Who may download a copy: the one who asked for it, the person it is about, or an admin. */
export function assertCanDownload(me: AuthUser, request: { requested_by: number | null; person_id: number | null }): void {
  if (me.profile === 'admin' || me.id === request.requested_by || me.id === request.person_id) return;
  throw notFound('Export not found');
}
