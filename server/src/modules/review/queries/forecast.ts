import { sql, type Kysely, type RawBuilder } from 'kysely';
import { LESSON_TYPES, wherePending } from '../../activities';
import type { Database } from '../../../db/schema';

/**
 * What the teacher's forgetting forecast reads (the review module's forecast route): each
 * plan's next lesson, its active members, and per member how many cards are likely
 * forgotten by then and which.
 */

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;

/** Per plan: the start of its next pending lesson after `now` (the dashboard's next lesson; never a cancelled one). */
export async function nextLessons(db: Db, planIds: readonly number[], now: number): Promise<Map<number, number>> {
  const rows = await wherePending(db.selectFrom('activities'), 'activities')
    .select((eb) => ['study_plan_id', eb.fn.min('start_time').as('next')])
    .where('study_plan_id', 'in', [...planIds])
    .where('type', 'in', [...LESSON_TYPES])
    .where('start_time', '>', now)
    .groupBy('study_plan_id')
    .execute();
  return new Map(rows.filter((row) => row.next !== null).map((row) => [Number(row.study_plan_id), Number(row.next)]));
}

/** The active (not archived) members of the plans, with their stored scheduler parameters (JSON, null: defaults). */
export async function activeMembers(db: Db, planIds: readonly number[]) {
  return db
    .selectFrom('study_plan_members as m')
    .innerJoin('users as u', 'u.id', 'm.student_id')
    .leftJoin('review_parameters as rp', 'rp.student_id', 'm.student_id')
    .select(['m.study_plan_id', 'u.id', 'u.first_name', 'u.last_name', 'rp.parameters'])
    .where('m.study_plan_id', 'in', [...planIds])
    .where('u.archived', '=', 0)
    .orderBy('m.study_plan_id')
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

/** `case <column> when k then v … else fallback end` for a few values known beforehand. */
function caseOf(column: string, values: ReadonlyMap<number, number>, fallback: number | null, type: 'bigint' | 'double precision'): RawBuilder<number | null> {
  const cast = (value: number | null) => (value === null ? sql`null` : sql`cast(${value} as ${sql.raw(type)})`);
  if (values.size === 0) return cast(fallback) as RawBuilder<number | null>;
  const whens = [...values].map(([key, value]) => sql`when ${key} then ${cast(value)}`);
  return sql<number | null>`case ${sql.ref(column)} ${sql.join(whens, sql` `)} else ${cast(fallback)} end`;
}

/**
 * Per active member of the plans with reviewed cards: how many, and how many are likely
 * forgotten by the plan's next lesson (time since the last review > stability × the
 * member's threshold, which is where recall falls below the desired retention). One
 * grouped query, read off review_cards_student_plan_idx alone: only approved cards are
 * ever reviewed and deleting a card deletes its states, so the cards table is not read.
 */
export async function forecastCounts(
  db: Db,
  planIds: readonly number[],
  nextLessonOf: ReadonlyMap<number, number>,
  thresholds: { byStudent: ReadonlyMap<number, number>; fallback: number },
): Promise<Array<{ study_plan_id: number; student_id: number; reviewed: number; forgotten: number }>> {
  const next = caseOf('m.study_plan_id', nextLessonOf, null, 'bigint');
  const threshold = caseOf('m.student_id', thresholds.byStudent, thresholds.fallback, 'double precision');
  const rows = await db
    .selectFrom('study_plan_members as m')
    .innerJoin('users as u', 'u.id', 'm.student_id')
    .innerJoin('review_cards as rc', (join) => join.onRef('rc.student_id', '=', 'm.student_id').onRef('rc.study_plan_id', '=', 'm.study_plan_id'))
    .select((eb) => [
      'm.study_plan_id',
      'm.student_id',
      eb.fn.countAll().as('reviewed'),
      sql<number>`sum(case when ${next} - rc.last_review > rc.stability * ${threshold} * ${DAY_MS} then 1 else 0 end)`.as('forgotten'),
    ])
    .where('m.study_plan_id', 'in', [...planIds])
    .where('u.archived', '=', 0)
    .groupBy(['m.study_plan_id', 'm.student_id'])
    .execute();
  return rows.map((row) => ({ study_plan_id: Number(row.study_plan_id), student_id: Number(row.student_id), reviewed: Number(row.reviewed), forgotten: Number(row.forgotten ?? 0) }));
}

/**
 * Each member's `limit` cards least likely recalled at `at` (the largest time since the
 * last review per day of stability), with their text, in one statement: a union of one
 * small top-N read per member off review_cards_student_plan_idx (a window function over
 * every card measured several times slower on SQLite).
 */
export async function leastRecalled(
  db: Db,
  members: ReadonlyArray<{ planId: number; studentId: number; at: number; limit: number }>,
): Promise<Array<{ study_plan_id: number; student_id: number; card_id: number; front: string; back: string; stability: number; last_review: number | null }>> {
  const reads = members
    .filter((member) => member.limit > 0)
    .map((member) =>
      db
        .selectFrom(
          db
            .selectFrom('review_cards as rc')
            .select(['rc.study_plan_id', 'rc.student_id', 'rc.card_id', 'rc.stability', 'rc.last_review'])
            .where('rc.student_id', '=', member.studentId)
            .where('rc.study_plan_id', '=', member.planId)
            .orderBy(sql`(cast(${member.at} as bigint) - rc.last_review) / rc.stability`, 'desc')
            .orderBy('rc.card_id')
            .limit(member.limit)
            .as('top'),
        )
        // the text of the few cards kept, after the top-N: not of every card sorted
        .innerJoin('flashcards as f', 'f.id', 'top.card_id')
        .select(['top.study_plan_id', 'top.student_id', 'top.card_id', 'f.front', 'f.back', 'top.stability', 'top.last_review']),
    );
  if (reads.length === 0) return [];
  const [first, ...rest] = reads;
  const rows = await rest.reduce((union, read) => union.unionAll(read), first).execute();
  return rows.map((row) => ({
    study_plan_id: Number(row.study_plan_id),
    student_id: Number(row.student_id),
    card_id: Number(row.card_id),
    front: row.front,
    back: row.back,
    stability: Number(row.stability),
    last_review: row.last_review === null ? null : Number(row.last_review),
  }));
}
