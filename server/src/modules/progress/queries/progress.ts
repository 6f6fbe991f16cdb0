import type { ExpressionBuilder, Kysely } from 'kysely';
import { PEOPLE_BY_NAME } from '../../../db/people-order';
import type { Database, ProgressQuestionsTable } from '../../../db/schema';
import type { ProgressScope } from '../../../permissions';

type Db = Kysely<Database>;
type AnswerEb = ExpressionBuilder<Database, 'progress_answers'>;

export interface QuestionRow {
  id: number;
  study_plan_id: number;
  text: string;
  type: ProgressQuestionsTable['type'];
  unit: string | null;
  position: number;
}

export interface AnswerRow {
  id: number;
  question_id: number;
  user_id: number;
  /** who answered for the member; null: the member themself */
  answered_by: number | null;
  text: string;
  created_at: number;
}

export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  title: string;
}

const questionColumns = ['id', 'study_plan_id', 'text', 'type', 'unit', 'position'] as const;
/** A person as the progress views show one. */
export const personColumns = ['users.id', 'users.first_name', 'users.last_name', 'users.title'] as const;

const toQuestion = (row: QuestionRow): QuestionRow => ({ ...row, id: Number(row.id), study_plan_id: Number(row.study_plan_id), position: Number(row.position) });
const toAnswer = (row: AnswerRow): AnswerRow => ({
  ...row,
  id: Number(row.id),
  question_id: Number(row.question_id),
  user_id: Number(row.user_id),
  answered_by: row.answered_by === null ? null : Number(row.answered_by),
  created_at: Number(row.created_at),
});

/**
 * Answers in scope: one person's, or those of the plan's current members (a former
 * member's answers stay stored but leave the plan's graphs with them).
 */
function inScope(eb: AnswerEb, planId: number, scope: ProgressScope) {
  if (scope.userId !== null) return eb('progress_answers.user_id', '=', scope.userId);
  return eb(
    'progress_answers.user_id',
    'in',
    eb.selectFrom('study_plan_members').select('study_plan_members.student_id').where('study_plan_members.study_plan_id', '=', planId),
  );
}

export async function findPlanKind(db: Db, planId: number): Promise<{ isGroup: boolean } | null> {
  const row = await db.selectFrom('study_plans').select('is_group').where('id', '=', planId).executeTakeFirst();
  return row ? { isGroup: Number(row.is_group) === 1 } : null;
}

/** The people whose answers a scope shows: one person, or the plan's members by name. */
export async function scopePeople(db: Db, planId: number, scope: ProgressScope): Promise<PersonRow[]> {
  let query = db
    .selectFrom('study_plan_members')
    .innerJoin('users', 'users.id', 'study_plan_members.student_id')
    .select([...personColumns])
    .where('study_plan_members.study_plan_id', '=', planId);
  if (scope.userId !== null) query = query.where('users.id', '=', scope.userId);
  const rows = await query.orderBy(PEOPLE_BY_NAME).execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function planQuestions(db: Db, planId: number): Promise<QuestionRow[]> {
  const rows = await db
    .selectFrom('progress_questions')
    .select([...questionColumns])
    .where('study_plan_id', '=', planId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toQuestion);
}

export async function findQuestion(db: Db, questionId: number): Promise<QuestionRow | null> {
  const row = await db.selectFrom('progress_questions').select([...questionColumns]).where('id', '=', questionId).executeTakeFirst();
  return row ? toQuestion(row) : null;
}

/** The latest answer of each person in scope to each question, and how many answers each question has. */
export async function latestAnswers(
  db: Db,
  planId: number,
  questionIds: readonly number[],
  scope: ProgressScope,
): Promise<{ latest: AnswerRow[]; counts: Map<number, number> }> {
  if (questionIds.length === 0) return { latest: [], counts: new Map() };
  const ids = [...questionIds];
  const ranked = db
    .selectFrom('progress_answers')
    .select((eb) => [
      'progress_answers.id',
      'progress_answers.question_id',
      'progress_answers.user_id',
      'progress_answers.answered_by',
      'progress_answers.text',
      'progress_answers.created_at',
      eb.fn
        .agg<number>('row_number')
        .over((ob) => ob.partitionBy(['progress_answers.question_id', 'progress_answers.user_id']).orderBy('progress_answers.created_at', 'desc').orderBy('progress_answers.id', 'desc'))
        .as('rank'),
    ])
    .where('progress_answers.question_id', 'in', ids)
    .where((eb) => inScope(eb, planId, scope));
  const latest = await db.selectFrom(ranked.as('ranked')).selectAll().where('ranked.rank', '=', 1).orderBy('ranked.question_id').orderBy('ranked.user_id').execute();
  const counts = await db
    .selectFrom('progress_answers')
    .select((eb) => ['progress_answers.question_id', eb.fn.countAll<number>().as('n')])
    .where('progress_answers.question_id', 'in', ids)
    .where((eb) => inScope(eb, planId, scope))
    .groupBy('progress_answers.question_id')
    .execute();
  return {
    latest: latest.map(toAnswer),
    counts: new Map(counts.map((row) => [Number(row.question_id), Number(row.n)])),
  };
}

/** Every answer in scope to the given questions, by question, oldest first (index question_id, created_at, id). */
export async function graphAnswers(db: Db, planId: number, questionIds: readonly number[], scope: ProgressScope): Promise<AnswerRow[]> {
  if (questionIds.length === 0) return [];
  const rows = await db
    .selectFrom('progress_answers')
    .select(['progress_answers.id', 'progress_answers.question_id', 'progress_answers.user_id', 'progress_answers.answered_by', 'progress_answers.text', 'progress_answers.created_at'])
    .where('progress_answers.question_id', 'in', [...questionIds])
    .where((eb) => inScope(eb, planId, scope))
    .orderBy('progress_answers.question_id')
    .orderBy('progress_answers.created_at')
    .orderBy('progress_answers.id')
    .execute();
  return rows.map(toAnswer);
}

export async function insertAnswers(db: Db, rows: ReadonlyArray<{ questionId: number; userId: number; answeredBy: number | null; text: string }>, now: number): Promise<void> {
  await db
    .insertInto('progress_answers')
    .values(rows.map((row) => ({ question_id: row.questionId, user_id: row.userId, answered_by: row.answeredBy, text: row.text, created_at: now })))
    .execute();
}

/** Adds a question at the end of the plan's list; null when the plan already has `max`. */
export async function createQuestion(
  db: Db,
  planId: number,
  fields: { text: string; type: QuestionRow['type']; unit: string | null },
  max: number,
  now: number,
): Promise<QuestionRow | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('progress_questions')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
      .where('study_plan_id', '=', planId)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= max) return null;
    const position = row.last === null ? 0 : Number(row.last) + 1;
    const created = await trx
      .insertInto('progress_questions')
      .values({ study_plan_id: planId, text: fields.text, type: fields.type, unit: fields.unit, position, created_at: now })
      .returning([...questionColumns])
      .executeTakeFirstOrThrow();
    return toQuestion(created);
  });
}

export async function updateQuestion(db: Db, questionId: number, fields: Partial<Pick<QuestionRow, 'text' | 'type' | 'unit'>>): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await db.updateTable('progress_questions').set(fields).where('id', '=', questionId).execute();
}

export async function hasAnswers(db: Db, questionId: number): Promise<boolean> {
  const row = await db.selectFrom('progress_answers').select('id').where('question_id', '=', questionId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Deletes a question with its answers; the ones after it move up, so positions stay 0..n-1. */
export async function deleteQuestion(db: Db, question: QuestionRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('progress_answers').where('question_id', '=', question.id).execute();
    await trx.deleteFrom('progress_questions').where('id', '=', question.id).execute();
    await trx
      .updateTable('progress_questions')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('study_plan_id', '=', question.study_plan_id)
      .where('position', '>', question.position)
      .execute();
  });
}

/** Positions 0..n-1 in the given order (the caller checked it lists each question of the plan once). */
export async function reorderQuestions(db: Db, planId: number, questionIds: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [position, id] of questionIds.entries()) {
      await trx.updateTable('progress_questions').set({ position }).where('id', '=', id).where('study_plan_id', '=', planId).execute();
    }
  });
}
