import { sql, type Kysely, type RawBuilder } from 'kysely';
import { LESSON_TYPES, wherePending } from '../../activities';
import type { Database, ReviewStateValue } from '../../../db/schema';

type Db = Kysely<Database>;

/** A card the student may review now or later: the card, its lesson's state and the student's schedule (null: new). */
export interface StudentCardRow {
  card_id: number;
  study_plan_id: number;
  plan_title: string;
  front: string;
  back: string;
  activity_id: number | null;
  lesson_completed: 0 | 1 | null;
  lesson_completed_at: number | null;
  due: number | null;
  stability: number | null;
  difficulty: number | null;
  scheduled_days: number | null;
  learning_steps: number | null;
  reps: number | null;
  lapses: number | null;
  state: ReviewStateValue | null;
  last_review: number | null;
}

/** The columns of a StudentCardRow: flashcards f, study_plans p, activities a, review_cards rc. */
const CARD_COLUMNS = [
  'f.id as card_id',
  'f.study_plan_id',
  'p.title as plan_title',
  'f.front',
  'f.back',
  'f.activity_id',
  'a.is_completed as lesson_completed',
  'a.completed_at as lesson_completed_at',
  'rc.due',
  'rc.stability',
  'rc.difficulty',
  'rc.scheduled_days',
  'rc.learning_steps',
  'rc.reps',
  'rc.lapses',
  'rc.state',
  'rc.last_review',
] as const;

/**
 * The approved cards of the active plans the student is a member of whose lesson is held
 * (completed; cards of the plan's own text have none) and that are due by `now` or new.
 */
function studentCards(db: Db, studentId: number) {
  return db
    .selectFrom('study_plan_members as m')
    .innerJoin('study_plans as p', 'p.id', 'm.study_plan_id')
    .innerJoin('flashcards as f', 'f.study_plan_id', 'm.study_plan_id')
    .leftJoin('activities as a', 'a.id', 'f.activity_id')
    .leftJoin('review_cards as rc', (join) => join.onRef('rc.card_id', '=', 'f.id').onRef('rc.student_id', '=', 'm.student_id'))
    .select(CARD_COLUMNS)
    .where('m.student_id', '=', studentId)
    .where('p.archived', '=', 0)
    .where('f.approved', '=', 1)
    .where((eb) => eb.or([eb('f.activity_id', 'is', null), eb('a.is_completed', '=', 1)]));
}

/** The student's reviews due by `now`, soonest first. */
export async function dueReviews(db: Db, studentId: number, now: number, limit: number): Promise<StudentCardRow[]> {
  return (await studentCards(db, studentId)
    .where('rc.due', '<=', now)
    .orderBy('rc.due', 'asc')
    .orderBy('f.id', 'asc')
    .limit(limit)
    .execute()) as StudentCardRow[];
}

/** The student's reviews falling due after `now` and by `until`, soonest first. */
export async function upcomingReviews(db: Db, studentId: number, now: number, until: number, limit: number): Promise<StudentCardRow[]> {
  return (await studentCards(db, studentId)
    .where('rc.due', '>', now)
    .where('rc.due', '<=', until)
    .orderBy('rc.due', 'asc')
    .orderBy('f.id', 'asc')
    .limit(limit)
    .execute()) as StudentCardRow[];
}

/** The student's held cards never reviewed, by plan, earliest lesson first. */
export async function newCards(db: Db, studentId: number, limit: number): Promise<StudentCardRow[]> {
  return (await studentCards(db, studentId)
    .where('rc.card_id', 'is', null)
    .orderBy('f.study_plan_id', 'asc')
    .orderBy('a.completed_at', 'asc')
    .orderBy('f.id', 'asc')
    .limit(limit)
    .execute()) as StudentCardRow[];
}

/** One approved card, whatever its lesson or schedule, with the student's schedule of it; undefined when none. */
export async function studentCard(db: Db, studentId: number, cardId: number): Promise<(StudentCardRow & { plan_archived: 0 | 1 }) | undefined> {
  return (await db
    .selectFrom('flashcards as f')
    .innerJoin('study_plans as p', 'p.id', 'f.study_plan_id')
    .leftJoin('activities as a', 'a.id', 'f.activity_id')
    .leftJoin('review_cards as rc', (join) => join.onRef('rc.card_id', '=', 'f.id').on('rc.student_id', '=', studentId))
    .select([...CARD_COLUMNS, 'p.archived as plan_archived'])
    .where('f.id', '=', cardId)
    .where('f.approved', '=', 1)
    .executeTakeFirst()) as (StudentCardRow & { plan_archived: 0 | 1 }) | undefined;
}

/** Cards as a batch of reviews needs them: whether each is approved, its plan archived, its lesson held. A deleted card has no row. */
export async function cardsToRecord(db: Db, cardIds: readonly number[]) {
  const rows = await db
    .selectFrom('flashcards as f')
    .innerJoin('study_plans as p', 'p.id', 'f.study_plan_id')
    .leftJoin('activities as a', 'a.id', 'f.activity_id')
    .select(['f.id', 'f.study_plan_id', 'f.approved', 'f.activity_id', 'a.is_completed as lesson_completed', 'p.archived as plan_archived'])
    .where('f.id', 'in', [...cardIds])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** The plan of a card (permissions: is the student a member of it). */
export async function cardPlanId(db: Db, cardId: number): Promise<number | undefined> {
  const row = await db.selectFrom('flashcards').select('study_plan_id').where('id', '=', cardId).where('approved', '=', 1).executeTakeFirst();
  return row?.study_plan_id;
}

/** New cards the student began (graded for the first time) in each plan since `since`. */
export async function newCardsBegunSince(db: Db, studentId: number, since: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('review_logs')
    .select((eb) => ['study_plan_id', eb.fn.countAll().as('n')])
    .where('student_id', '=', studentId)
    .where('reviewed_at', '>=', since)
    .where('state_before', '=', 0)
    .groupBy('study_plan_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.study_plan_id), Number(row.n)]));
}

/** The stored retention settings JSON of plans (new cards per day). */
export async function planSettingsJson(db: Db, planIds: readonly number[]): Promise<Map<number, string>> {
  if (planIds.length === 0) return new Map();
  const rows = await db.selectFrom('retention_settings').select(['study_plan_id', 'settings']).where('study_plan_id', 'in', [...planIds]).execute();
  return new Map(rows.map((row) => [row.study_plan_id, row.settings]));
}

/** The students' stored scheduler parameters (JSON). */
export async function studentParameters(db: Db, studentIds: readonly number[]): Promise<Map<number, string>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db.selectFrom('review_parameters').select(['student_id', 'parameters']).where('student_id', 'in', [...studentIds]).execute();
  return new Map(rows.map((row) => [row.student_id, row.parameters]));
}

export async function desiredRetention(db: Db): Promise<number | undefined> {
  const row = await db.selectFrom('site_settings').select('desired_retention').where('id', '=', 1).executeTakeFirst();
  return row?.desired_retention;
}

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

const DAY_MS = 86_400_000;

