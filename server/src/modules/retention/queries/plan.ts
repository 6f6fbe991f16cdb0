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
