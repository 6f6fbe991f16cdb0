import type { Kysely } from 'kysely';
import type { StudyPlanDetails, StudyPlanLevel } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../permissions';
import { loadPlanPeople } from './people';

const LEVELS = new Set<string>(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);

/** the stored level if it is a CEFR level, else null (older rows may hold free text) */
export function toLevel(value: string | null): StudyPlanLevel | null {
  return value !== null && LEVELS.has(value) ? (value as StudyPlanLevel) : null;
}

/** A plan with its teachers and members; 404 when there is no such plan. */
export async function findPlanDetails(db: Kysely<Database>, id: number, publicUrl: string): Promise<StudyPlanDetails> {
  const row = await db
    .selectFrom('study_plans')
    .select(['id', 'code', 'title', 'description', 'goal', 'level', 'language', 'is_group', 'archived'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Study plan not found');
  const people = (await loadPlanPeople(db, [row.id], publicUrl)).get(row.id) ?? { teachers: [], members: [] };
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    goal: row.goal,
    level: toLevel(row.level),
    language: row.language,
    isGroup: Number(row.is_group) === 1,
    isArchived: Number(row.archived) === 1,
    teachers: people.teachers,
    members: people.members,
  };
}
