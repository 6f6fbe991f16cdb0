import type { Kysely } from 'kysely';
import { PEOPLE_BY_NAME } from '../../../db/people-order';
import type { Database } from '../../../db/schema';
import { toPerson, type PlanPeople } from '../dto';

type Db = Kysely<Database>;

const personColumns = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.title',
  'users.profile_pic',
  'users.archived',
] as const;

/**
 * The teachers and members of the given plans, two queries whatever the number of plans.
 * People come alphabetically by last then first name, so "the first teacher" a row shows
 * is the same one the teacherLastName sort uses.
 */
export async function loadPlanPeople(db: Db, planIds: readonly number[], publicUrl: string): Promise<Map<number, PlanPeople>> {
  const byPlan = new Map<number, PlanPeople>(planIds.map((id) => [id, { teachers: [], members: [] }]));
  if (planIds.length === 0) return byPlan;
  const ids = [...planIds];

  const teachers = await db
    .selectFrom('study_plan_teachers as link')
    .innerJoin('users', 'users.id', 'link.teacher_id')
    .select(['link.study_plan_id as planId', ...personColumns])
    .where('link.study_plan_id', 'in', ids)
    .orderBy(PEOPLE_BY_NAME)
    .execute();
  const members = await db
    .selectFrom('study_plan_members as link')
    .innerJoin('users', 'users.id', 'link.student_id')
    .select(['link.study_plan_id as planId', ...personColumns])
    .where('link.study_plan_id', 'in', ids)
    .orderBy(PEOPLE_BY_NAME)
    .execute();

  for (const row of teachers) byPlan.get(Number(row.planId))?.teachers.push(toPerson(row, publicUrl));
  for (const row of members) byPlan.get(Number(row.planId))?.members.push(toPerson(row, publicUrl));
  return byPlan;
}
