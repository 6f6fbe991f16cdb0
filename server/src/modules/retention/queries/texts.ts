import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ActivityType, Database } from '../../../db/schema';

type Db = Kysely<Database>;

export interface LessonText {
  id: number;
  type: ActivityType;
  lessonTitle: string;
  description: string;
  startTime: number | null;
  isCompleted: boolean;
  difficultyLevel: number;
  comments: Array<{ author: string; text: string; createdAt: number }>;
}

/** The plan's activities of these types with their comments, in lesson order (unscheduled last). */
export async function planLessons(db: Db, planId: number, types: readonly ActivityType[]): Promise<LessonText[]> {
  if (types.length === 0) return [];
  const rows = await db
    .selectFrom('activities')
    .select(['id', 'type', 'lesson_title', 'description', 'start_time', 'is_completed', 'difficulty_level'])
    .where('study_plan_id', '=', planId)
    .where('type', 'in', [...types])
    .orderBy('start_time')
    .orderBy('id')
    .execute();
  const comments = await db
    .selectFrom('comments')
    .innerJoin('activities', 'activities.id', 'comments.activity_id')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .select(['comments.activity_id', 'comments.text', 'comments.created_at', 'users.first_name', 'users.last_name', 'users.title'])
    .where('activities.study_plan_id', '=', planId)
    .where('activities.type', 'in', [...types])
    .orderBy('comments.created_at')
    .orderBy('comments.id')
    .execute();
  const byActivity = new Map<number, LessonText['comments']>();
  for (const c of comments) {
    const list = byActivity.get(c.activity_id) ?? [];
    list.push({ author: [c.first_name, c.last_name].filter(Boolean).join(' ') || c.title, text: c.text, createdAt: Number(c.created_at) });
    byActivity.set(c.activity_id, list);
  }
  const lessons = rows.map((row) => ({
    id: row.id,
    type: row.type,
    lessonTitle: row.lesson_title,
    description: row.description,
    startTime: row.start_time === null ? null : Number(row.start_time),
    isCompleted: row.is_completed === 1,
    difficultyLevel: row.difficulty_level,
    comments: byActivity.get(row.id) ?? [],
  }));
  // PostgreSQL sorts nulls last and SQLite first: put unscheduled lessons last on both
  return [...lessons.filter((l) => l.startTime !== null), ...lessons.filter((l) => l.startTime === null)];
}

/**
 * Recent text of the school's other plans in this language: lesson descriptions, comments
 * and retention texts, what a word's rarity is counted over (the plan's own text is added
 * by the caller). Bounded to `limit` texts of each kind.
 */
export async function schoolTexts(db: Db, language: string, exceptPlanId: number, limit: number): Promise<string[]> {
  const otherPlans = (eb: ExpressionBuilder<Database, 'study_plans'>) =>
    eb.and([eb('study_plans.language', '=', language), eb('study_plans.id', '!=', exceptPlanId)]);
  const lessons = await db
    .selectFrom('activities')
    .innerJoin('study_plans', 'study_plans.id', 'activities.study_plan_id')
    .select('activities.description as text')
    .where(otherPlans)
    .where('activities.description', '!=', '')
    .orderBy('activities.id', 'desc')
    .limit(limit)
    .execute();
  const comments = await db
    .selectFrom('comments')
    .innerJoin('activities', 'activities.id', 'comments.activity_id')
    .innerJoin('study_plans', 'study_plans.id', 'activities.study_plan_id')
    .select('comments.text')
    .where(otherPlans)
    .orderBy('comments.id', 'desc')
    .limit(limit)
    .execute();
  const plans = await db
    .selectFrom('study_plans')
    .select('retention_text as text')
    .where(otherPlans)
    .where('retention_text', '!=', '')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return [...lessons, ...comments, ...plans].map((row) => row.text);
}
