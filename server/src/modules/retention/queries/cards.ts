import type { Kysely, Selectable } from 'kysely';
import type { Database, FlashcardsTable } from '../../../db/schema';
import type { CardDraft } from '../text/cards';

type Db = Kysely<Database>;
export type FlashcardRow = Pick<Selectable<FlashcardsTable>, 'id' | 'kind' | 'front' | 'back' | 'source_sentence' | 'activity_id' | 'target' | 'part_of_speech'> & {
  /** the title of the lesson it came from (null: the retention text, or a lesson since deleted) */
  lesson_title?: string | null;
};

const COLUMNS = ['id', 'kind', 'front', 'back', 'source_sentence', 'activity_id', 'target', 'part_of_speech'] as const;

function cardsOf(db: Db, planId: number, approved: 0 | 1) {
  return db
    .selectFrom('flashcards')
    .leftJoin('activities', 'activities.id', 'flashcards.activity_id')
    .select(COLUMNS.map((c) => `flashcards.${c}` as const))
    .select('activities.lesson_title')
    .where('flashcards.study_plan_id', '=', planId)
    .where('flashcards.approved', '=', approved)
    .orderBy('flashcards.id');
}

/** The plan's cards waiting for approval, oldest first, with their lesson's title. */
export async function unapprovedCards(db: Db, planId: number): Promise<FlashcardRow[]> {
  return cardsOf(db, planId, 0).execute();
}

/** The plan's approved cards, oldest first: what the quiz and reading practice are made from. */
export async function approvedCards(db: Db, planId: number): Promise<FlashcardRow[]> {
  return cardsOf(db, planId, 1).execute();
}

export async function approvedCount(db: Db, planId: number): Promise<number> {
  const row = await db
    .selectFrom('flashcards')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('study_plan_id', '=', planId)
    .where('approved', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The title of a lesson of the plan, for a card's "from" line. */
export async function lessonTitleOf(db: Db, activityId: number | null): Promise<string | null> {
  if (activityId === null) return null;
  const row = await db.selectFrom('activities').select('lesson_title').where('id', '=', activityId).executeTakeFirst();
  return row?.lesson_title ?? null;
}

/** A card of this plan (approved or not), or undefined. */
export async function findCard(db: Db, planId: number, cardId: number): Promise<(FlashcardRow & { approved: number }) | undefined> {
  return db
    .selectFrom('flashcards')
    .select([...COLUMNS, 'approved'])
    .where('id', '=', cardId)
    .where('study_plan_id', '=', planId)
    .executeTakeFirst();
}

/** Every target and source sentence the plan has cards for, approved or not: new cards skip them. */
export async function usedByPlan(db: Db, planId: number): Promise<Array<{ target: string; source_sentence: string; front: string; activity_id: number | null }>> {
  return db.selectFrom('flashcards').select(['target', 'source_sentence', 'front', 'activity_id']).where('study_plan_id', '=', planId).execute();
}

async function insertCards(db: Db, planId: number, drafts: readonly CardDraft[], now: number): Promise<void> {
  if (drafts.length === 0) return;
  // a few hundred cards at most per call; chunks keep under SQLite's bound-parameter limit
  for (let i = 0; i < drafts.length; i += 200) {
    await db
      .insertInto('flashcards')
      .values(
        drafts.slice(i, i + 200).map((d) => ({
          study_plan_id: planId,
          kind: d.kind,
          front: d.front,
          back: d.back,
          source_sentence: d.sourceSentence,
          target: d.target,
          activity_id: d.activityId,
          part_of_speech: d.partOfSpeech,
          approved: 0 as const,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** Sets the card's fields; false when it is not an unapproved card of the plan. */
export async function updateCard(
  db: Db,
  planId: number,
  cardId: number,
  fields: Partial<Pick<CardDraft, 'kind' | 'front' | 'back' | 'target'>> & { part_of_speech?: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('flashcards')
    .set({ ...fields, updated_at: now })
    .where('id', '=', cardId)
    .where('study_plan_id', '=', planId)
    .where('approved', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function approveCard(db: Db, planId: number, cardId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('flashcards')
    .set({ approved: 1, updated_at: now })
    .where('id', '=', cardId)
    .where('study_plan_id', '=', planId)
    .where('approved', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCard(db: Db, planId: number, cardId: number): Promise<boolean> {
  const result = await db.deleteFrom('flashcards').where('id', '=', cardId).where('study_plan_id', '=', planId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * New cards and (through `queueDigest`, given the plan's waiting cards) the manager's
 * digest job in one transaction: the digest is sent once, by the job runner, if and only
 * if the cards were saved. Returns the waiting cards.
 */
export async function insertCardsWithDigest(
  db: Db,
  planId: number,
  drafts: readonly CardDraft[],
  now: number,
  queueDigest: (waiting: FlashcardRow[]) => (trx: Db) => Promise<void>,
): Promise<FlashcardRow[]> {
  return db.transaction().execute(async (trx) => {
    await insertCards(trx, planId, drafts, now);
    const waiting = await unapprovedCards(trx, planId);
    await queueDigest(waiting)(trx);
    return waiting;
  });
}
