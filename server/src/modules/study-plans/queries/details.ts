import type { Kysely } from 'kysely';
import type { StudyPlanDetails } from '@studydesk/shared/contracts';
import { preparedQuery } from '../../../db/prepared-queries';
import { readTogether } from '../../../db/read-together';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../permissions';
import { toPlanDetails } from '../dto';
import { loadPlanPeople } from './people';

/** A plan with its teachers and members; 404 when there is no such plan. */
export async function findPlanDetails(db: Kysely<Database>, id: number): Promise<StudyPlanDetails> {
  const row = await db
    .selectFrom('study_plans')
    .select(['id', 'code', 'title', 'description', 'goal', 'level', 'language', 'is_group', 'archived', 'comment_audience', 'guardians_answer'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Study plan not found');
  const people = (await loadPlanPeople(db, [row.id])).get(row.id) ?? { teachers: [], members: [] };
  return toPlanDetails(row, people);
}

const planDataRow = preparedQuery((db, values: { planId: number }) =>
  db
    .selectFrom('study_plans')
    .select(['id', 'code', 'title', 'description', 'goal', 'level', 'is_group', 'archived', 'comment_audience', 'guardians_answer'])
    .where('id', '=', values.planId),
);

/** What the study-plan view shows of the plan itself, with its people. */
export async function findPlanData(db: Kysely<Database>, planId: number) {
  const [row, peopleByPlan] = await readTogether(db, () => planDataRow.first(db, { planId }), () => loadPlanPeople(db, [planId]));
  if (!row) throw notFound('Study plan not found');
  return { row, people: peopleByPlan.get(planId) ?? { teachers: [], members: [] } };
}
