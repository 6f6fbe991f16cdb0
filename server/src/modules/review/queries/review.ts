import type { Kysely } from 'kysely';
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
