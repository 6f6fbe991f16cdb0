import type { Kysely } from 'kysely';
import type { ReviewGrade } from '@studydesk/shared/contracts';
import type { DbDialect } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import type { FSRSParameters } from '../fsrs';
import { replayReviews, type LoggedReview } from '../replay';
import type { StoredState } from '../rules';

type Db = Kysely<Database>;

/** A review to store: the device's id for it, its card and plan, the grade and when it was given. */
export interface NewReview {
  clientId: string;
  cardId: number;
  planId: number;
  grade: ReviewGrade;
  at: number;
}

/** A card after a call: its state and its latest grade. */
export interface CardAfter {
  cardId: number;
  grade: ReviewGrade;
  state: StoredState;
}

interface LogRow extends LoggedReview {
  card_id: number;
  study_plan_id: number;
  card_after: string;
}

/**
 * Stores a student's reviews and reschedules their cards, in one transaction. A review
 * whose id the student already has is left as it is (the unique index decides, so two
 * requests racing with the same reviews keep them once); each card with a review kept here
 * is replayed from the review before the earliest of them, so a review given earlier but
 * sent later takes its place in the card's history. Answers how many were kept and every
 * card's state after.
 */
export async function recordReviews(
  db: Db,
  dialect: DbDialect,
  studentId: number,
  reviews: readonly NewReview[],
  parameters: FSRSParameters,
): Promise<{ saved: number; cards: CardAfter[] }> {
  const parametersJson = JSON.stringify(parameters);
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      // PostgreSQL runs a student's two requests side by side: one at a time, so each
      // replay reads the other's reviews (SQLite serialises writers anyway)
      await trx.selectFrom('users').select('id').where('id', '=', studentId).forUpdate().execute();
    }
    const kept = await trx
      .insertInto('review_logs')
      .values(reviews.map((review) => ({
        card_id: review.cardId,
        student_id: studentId,
        study_plan_id: review.planId,
        grade: review.grade,
        reviewed_at: review.at,
        client_id: review.clientId,
        parameters: parametersJson,
        // filled in by the replay below, in this transaction
        state_before: 0,
        state_after: 0,
        card_before: 'null',
        card_after: 'null',
      })))
      .onConflict((oc) => oc.columns(['student_id', 'client_id']).doNothing())
      .returning('id')
      .execute();
    const keptIds = new Set(kept.map((row) => Number(row.id)));
    const cardIds = [...new Set(reviews.map((review) => review.cardId))];
    const logs = await cardLogs(trx, studentId, cardIds);
    const cards: CardAfter[] = [];
    for (const cardId of cardIds) {
      const history = logs.filter((log) => log.card_id === cardId);
      const first = history.findIndex((log) => keptIds.has(log.id));
      if (first >= 0) await replayFrom(trx, studentId, history, first, parameters);
      const last = history.at(-1);
      if (last) cards.push({ cardId, grade: last.grade, state: JSON.parse(last.card_after) as StoredState });
    }
    return { saved: keptIds.size, cards };
  });
}

/** The student's reviews of the cards, each card's in the order they were given. */
async function cardLogs(trx: Db, studentId: number, cardIds: readonly number[]): Promise<LogRow[]> {
  const rows = await trx
    .selectFrom('review_logs')
    .select(['id', 'card_id', 'study_plan_id', 'grade', 'reviewed_at', 'parameters', 'card_after'])
    .where('student_id', '=', studentId)
    .where('card_id', 'in', [...cardIds])
    .orderBy('card_id')
    .orderBy('reviewed_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    card_id: Number(row.card_id),
    study_plan_id: Number(row.study_plan_id),
    grade: row.grade as ReviewGrade,
    reviewed_at: Number(row.reviewed_at),
  }));
}

/** Replays a card's history from `first` on: rewrites those logs' states and the card's schedule (`history` is updated in place). */
async function replayFrom(trx: Db, studentId: number, history: LogRow[], first: number, parameters: FSRSParameters): Promise<void> {
  const start = first === 0 ? null : (JSON.parse(history[first - 1].card_after) as StoredState | null);
  const replayed = replayReviews(start, history.slice(first), parameters);
  for (const [offset, { id, before, after }] of replayed.entries()) {
    const cardAfter = JSON.stringify(after);
    history[first + offset].card_after = cardAfter;
    await trx
      .updateTable('review_logs')
      .set({ state_before: before?.state ?? 0, state_after: after.state, card_before: JSON.stringify(before), card_after: cardAfter })
      .where('id', '=', id)
      .execute();
  }
  const last = history.at(-1)!;
  const state = replayed.at(-1)!.after;
  await trx
    .insertInto('review_cards')
    .values({ student_id: studentId, card_id: last.card_id, study_plan_id: last.study_plan_id, ...state })
    .onConflict((oc) => oc.columns(['student_id', 'card_id']).doUpdateSet({ ...state }))
    .execute();
}
