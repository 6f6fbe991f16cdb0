import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../sessions';
import { isStaff } from './guardians';
import { forbidden, notFound } from './http-error';
import { assertCanEditPlans, isMember } from './plans';

/**
 * Reviewing a card: only a student, only their own schedule, only cards of plans they are
 * a member of (`planId`: the card's plan; undefined: no such approved card, 404).
 */
export async function assertCanReviewCard(db: Kysely<Database>, user: AuthUser, planId: number | undefined): Promise<void> {
  if (user.profile !== 'student') throw forbidden('Only students review flashcards');
  if (planId === undefined) throw notFound('Flashcard not found');
  // another plan's card answers as a missing one: card ids cannot be probed
  if (!(await isMember(db, user.id, planId))) throw notFound('Flashcard not found');
}

/**
 * Whether a student may review the cards of a plan (a member of it). Reviews sent in a batch
 * ask it per plan: a card the student may no longer review is dropped from the batch with a
 * note, since reviews given offline cannot be taken back on the device.
 */
export async function canReviewPlanCards(db: Kysely<Database>, user: AuthUser, planId: number): Promise<boolean> {
  return user.profile === 'student' && isMember(db, user.id, planId);
}

/** The review queue is a student's own. */
export function assertCanHaveReviewQueue(user: AuthUser): void {
  if (user.profile !== 'student') throw forbidden('Only students review flashcards');
}

/** The forgetting forecast of plans: an admin any, a teacher the plans they teach (all of them, or none). */
export async function assertCanReadForecasts(db: Kysely<Database>, user: AuthUser, planIds: readonly number[]): Promise<void> {
  if (!isStaff(user)) throw forbidden('Students cannot read forecasts');
  await assertCanEditPlans(db, user, planIds);
}
