import type { ReviewCardDto } from '@studydesk/shared/contracts';
import { offlineDb } from './offline-db';

/** Replaces the cards a user keeps for offline review with the queue just loaded (due now and upcoming). */
export async function keepReviewCards(userId: number, cards: readonly ReviewCardDto[]): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('review-cards', 'readwrite');
  const old = await tx.store.index('by-user').getAllKeys(userId);
  await Promise.all([...old.map((key) => tx.store.delete(key)), ...cards.map((card) => tx.store.put({ ...card, userId })), tx.done]);
}

/** The user's kept cards. */
export async function keptReviewCards(userId: number): Promise<ReviewCardDto[]> {
  const rows = await (await offlineDb()).getAllFromIndex('review-cards', 'by-user', userId);
  return rows.map(({ userId: _user, ...card }) => card);
}

/**
 * The cards to review offline at `now`: new ones and those due by then, soonest first,
 * without the ones already reviewed here and not yet sent (their next date is the server's
 * to compute).
 */
export function dueOffline(cards: readonly ReviewCardDto[], reviewedIds: ReadonlySet<number>, now: number): ReviewCardDto[] {
  const due = cards.filter((card) => !reviewedIds.has(card.cardId) && (card.isNew || (card.due !== null && Date.parse(card.due) <= now)));
  const time = (card: ReviewCardDto) => (card.due === null ? Number.POSITIVE_INFINITY : Date.parse(card.due));
  return [...due.filter((card) => !card.isNew).sort((a, b) => time(a) - time(b)), ...due.filter((card) => card.isNew)];
}
