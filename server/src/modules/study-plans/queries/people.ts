import { sql, type Kysely } from 'kysely';
import { PEOPLE_BY_NAME } from '../../../db/people-order';
import { preparedQuery } from '../../../db/prepared-queries';
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

/** The teachers and members of the given plans: one row a plan and person, with the person's role in it. */
function planLinks(db: Db, ids: number[]) {
  const role = (name: keyof PlanPeople) => sql<keyof PlanPeople>`${sql.lit(name)}`.as('role');
  const teachers = db.selectFrom('study_plan_teachers').select(['study_plan_id', 'teacher_id as person_id', role('teachers')]);
  const members = db.selectFrom('study_plan_members').select(['study_plan_id', 'student_id as person_id', role('members')]);
  return teachers.where('study_plan_id', 'in', ids).unionAll(members.where('study_plan_id', 'in', ids));
}

const planPeopleRows = preparedQuery((db, values: { ids: number[] }) =>
  db
    .selectFrom(planLinks(db, values.ids).as('link'))
    .innerJoin('users', 'users.id', 'link.person_id')
    .select(['link.study_plan_id as planId', 'link.role', ...personColumns])
    .orderBy(PEOPLE_BY_NAME),
);

/**
 * The teachers and members of the given plans, in one query whatever the number of plans.
 * People come alphabetically by last then first name, so "the first teacher" a row shows
 * is the same one the teacherLastName sort uses.
 */
export async function loadPlanPeople(db: Db, planIds: readonly number[]): Promise<Map<number, PlanPeople>> {
  const byPlan = new Map<number, PlanPeople>(planIds.map((id) => [id, { teachers: [], members: [] }]));
  if (planIds.length === 0) return byPlan;
  const rows = await planPeopleRows.rows(db, { ids: [...planIds] });
  for (const row of rows) byPlan.get(Number(row.planId))?.[row.role].push(toPerson(row));
  return byPlan;
}
