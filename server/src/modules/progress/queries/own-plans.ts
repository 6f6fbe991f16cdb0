import { sql, type Kysely } from 'kysely';
import { PEOPLE_BY_NAME } from '../../../db/people-order';
import type { Database } from '../../../db/schema';
import { LESSON_TYPES, wherePending } from '../../activities';
import { personColumns, type PersonRow } from './progress';

type Db = Kysely<Database>;

export interface OwnPlanRow {
  id: number;
  code: string;
  title: string;
  is_group: number;
  teachers: PersonRow[];
  next_lesson: number | null;
  question_count: number;
}

/**
 * A student's active plans with their teachers, next lesson and question count: four
 * queries whatever the number of plans (grouped by plan, never one per plan).
 */
export async function ownPlans(db: Db, studentId: number, now: number): Promise<OwnPlanRow[]> {
  const plans = await db
    .selectFrom('study_plan_members')
    .innerJoin('study_plans', 'study_plans.id', 'study_plan_members.study_plan_id')
    .select(['study_plans.id', 'study_plans.code', 'study_plans.title', 'study_plans.is_group'])
    .where('study_plan_members.student_id', '=', studentId)
    .where('study_plans.archived', '=', 0)
    .orderBy('study_plans.is_group')
    .orderBy(sql`lower(study_plans.title)`)
    .orderBy('study_plans.id')
    .execute();
  if (plans.length === 0) return [];
  const ids = plans.map((plan) => Number(plan.id));

  const teachers = await db
    .selectFrom('study_plan_teachers')
    .innerJoin('users', 'users.id', 'study_plan_teachers.teacher_id')
    .select(['study_plan_teachers.study_plan_id as planId', ...personColumns])
    .where('study_plan_teachers.study_plan_id', 'in', ids)
    .orderBy(PEOPLE_BY_NAME)
    .execute();
  // the next pending lesson: a cancelled one is not next, a make-up lesson planned is
  const lessons = await wherePending(db.selectFrom('activities'), 'activities')
    .select((eb) => ['activities.study_plan_id', eb.fn.min('activities.start_time').as('next')])
    .where('activities.study_plan_id', 'in', ids)
    .where('activities.type', 'in', [...LESSON_TYPES])
    .where('activities.start_time', '>', now)
    .groupBy('activities.study_plan_id')
    .execute();
  const questions = await db
    .selectFrom('progress_questions')
    .select((eb) => ['progress_questions.study_plan_id', eb.fn.countAll<number>().as('n')])
    .where('progress_questions.study_plan_id', 'in', ids)
    .groupBy('progress_questions.study_plan_id')
    .execute();

  const next = new Map(lessons.map((row) => [Number(row.study_plan_id), row.next === null ? null : Number(row.next)]));
  const counts = new Map(questions.map((row) => [Number(row.study_plan_id), Number(row.n)]));
  return plans.map((plan) => {
    const id = Number(plan.id);
    return {
      id,
      code: plan.code,
      title: plan.title,
      is_group: Number(plan.is_group),
      teachers: teachers.filter((row) => Number(row.planId) === id).map(({ planId: _planId, ...person }) => ({ ...person, id: Number(person.id) })),
      next_lesson: next.get(id) ?? null,
      question_count: counts.get(id) ?? 0,
    };
  });
}
