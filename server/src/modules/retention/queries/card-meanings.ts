import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { approveCard, updateCard } from './cards';
import { learnMeanings, type LanguagePair } from './glossary';

type Db = Kysely<Database>;

/** Who writes a card's meaning, into which pair of the school glossary, when. */
export interface MeaningWriter {
  pair: LanguagePair;
  userId: number;
  now: number;
}

/**
 * Saves a waiting card's term and meaning and, when either changed, teaches the school
 * glossary the pair (docs/product-rules.md#r-ret-4), in one transaction: a meaning is never
 * on the card without being in the glossary, nor the other way round.
 */
export async function editCardMeaning(db: Db, planId: number, cardId: number, card: { front: string; back: string; changed: boolean }, by: MeaningWriter): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateCard(trx, planId, cardId, { front: card.front, back: card.back }, by.now);
    if (card.changed) await learnMeanings(trx, by.pair, [{ term: card.front, meaning: card.back, source: 'card' }], by.userId, by.now);
  });
}

/** Approves a waiting card and teaches the glossary its meaning, in one transaction; false when it was approved meanwhile. */
export async function approveCardMeaning(db: Db, planId: number, cardId: number, card: { front: string; back: string }, by: MeaningWriter): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await approveCard(trx, planId, cardId, by.now))) return false;
    await learnMeanings(trx, by.pair, [{ term: card.front, meaning: card.back, source: 'card' }], by.userId, by.now);
    return true;
  });
}
