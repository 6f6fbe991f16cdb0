import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export interface RetentionPlanRow {
  id: number;
  code: string;
  title: string;
  language: string;
  level: string | null;
  retention_text: string;
  retention_text_size: number;
  settings: string | null;
}

/** The plan's retention data and its stored settings JSON (null before the first save). */
export async function findRetentionPlan(db: Db, planId: number): Promise<RetentionPlanRow | undefined> {
  return db
    .selectFrom('study_plans')
    .leftJoin('retention_settings', 'retention_settings.study_plan_id', 'study_plans.id')
    .select([
      'study_plans.id',
      'study_plans.code',
      'study_plans.title',
      'study_plans.language',
      'study_plans.level',
      'study_plans.retention_text',
      'study_plans.retention_text_size',
      'retention_settings.settings',
    ])
    .where('study_plans.id', '=', planId)
    .executeTakeFirst();
}

export async function saveSettings(db: Db, planId: number, settings: object, now: number): Promise<void> {
  const json = JSON.stringify(settings);
  await db
    .insertInto('retention_settings')
    .values({ study_plan_id: planId, settings: json, updated_at: now })
    .onConflict((oc) => oc.column('study_plan_id').doUpdateSet({ settings: json, updated_at: now }))
    .execute();
}

export async function saveRetentionText(db: Db, planId: number, text: string, size: number, now: number): Promise<void> {
  await db
    .updateTable('study_plans')
    .set({ retention_text: text, retention_text_size: size, updated_at: now })
    .where('id', '=', planId)
    .execute();
}

/**
 * The language the plan's students read (docs/product-rules.md#r-ret-4): the one most of
 * its members have (ties: the first by code), else the school's default for new people.
 */
export async function studentsLanguage(db: Db, planId: number): Promise<string> {
  const rows = await db
    .selectFrom('study_plan_members')
    .innerJoin('users', 'users.id', 'study_plan_members.student_id')
    .select(['users.language'])
    .select((eb) => eb.fn.countAll().as('n'))
    .where('study_plan_members.study_plan_id', '=', planId)
    .groupBy('users.language')
    .execute();
  const best = rows.sort((a, b) => Number(b.n) - Number(a.n) || a.language.localeCompare(b.language))[0];
  if (best?.language) return best.language;
  const site = await db.selectFrom('site_settings').select('default_language').executeTakeFirst();
  return site?.default_language || 'en';
}

/** The first names of the plan's students and teachers: a sentence naming one is a remark about a person, not material. */
export async function planPeople(db: Db, planId: number): Promise<string[]> {
  const students = db.selectFrom('study_plan_members').innerJoin('users', 'users.id', 'study_plan_members.student_id').select('users.first_name').where('study_plan_members.study_plan_id', '=', planId);
  const teachers = db.selectFrom('study_plan_teachers').innerJoin('users', 'users.id', 'study_plan_teachers.teacher_id').select('users.first_name').where('study_plan_teachers.study_plan_id', '=', planId);
  const rows = await students.union(teachers).execute();
  return [...new Set(rows.map((row) => row.first_name.trim()).filter((name) => name.length > 1))];
}
