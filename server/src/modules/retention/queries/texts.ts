import type { Kysely } from 'kysely';
import { commentVisibleTo } from '../../../permissions';
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
  /** the comments, with whether a teacher or an admin (not a student) wrote each */
  comments: Array<{ author: string; text: string; createdAt: number; byStaff: boolean }>;
}

/** The plan's activities of these types with their comments (unless `withComments` is false), in lesson order (unscheduled last). */
export async function planLessons(db: Db, planId: number, types: readonly ActivityType[], withComments = true): Promise<LessonText[]> {
  if (types.length === 0) return [];
  const rows = await db
    .selectFrom('activities')
    .select(['id', 'type', 'lesson_title', 'description', 'start_time', 'is_completed', 'difficulty_level'])
    .where('study_plan_id', '=', planId)
    .where('type', 'in', [...types])
    .orderBy('start_time')
    .orderBy('id')
    .execute();
  const comments = !withComments ? [] : await db
    .selectFrom('comments')
    .innerJoin('activities', 'activities.id', 'comments.activity_id')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .select(['comments.activity_id', 'comments.text', 'comments.created_at', 'users.first_name', 'users.last_name', 'users.title', 'users.profile'])
    .where('activities.study_plan_id', '=', planId)
    .where('activities.type', 'in', [...types])
    // the documents are the students': only what a student may read (docs/product-rules.md#r-comment-2)
    .where((eb) => commentVisibleTo(eb, { profile: 'student' }))
    .orderBy('comments.created_at')
    .orderBy('comments.id')
    .execute();
  const byActivity = new Map<number, LessonText['comments']>();
  for (const c of comments) {
    const list = byActivity.get(c.activity_id) ?? [];
    list.push({ author: [c.first_name, c.last_name].filter(Boolean).join(' ') || c.title, text: c.text, createdAt: Number(c.created_at), byStaff: c.profile !== 'student' });
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
