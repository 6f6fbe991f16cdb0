import type { Kysely } from 'kysely';
import type { StudyPlanDetails } from '@studydesk/shared/contracts';
import { preparedQuery } from '../../../db/prepared-queries';
import { readTogether } from '../../../db/read-together';
import type { Database, ProfileType } from '../../../db/schema';
import { PLAN_NOT_FOUND_MESSAGE, notFound, planAccessOf, readsPlan } from '../../../permissions';
import type { AuthUser } from '../../../sessions';
import { toPlanDetails } from '../dto';
import { loadPlanPeople } from './people';

/** A plan with its teachers and members; 404 when there is no such plan. */
export async function findPlanDetails(db: Kysely<Database>, id: number): Promise<StudyPlanDetails> {
  const row = await db
    .selectFrom('study_plans')
    .select(['id', 'code', 'title', 'description', 'goal', 'level', 'language', 'is_group', 'archived', 'comment_audience', 'guardians_answer'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  const people = (await loadPlanPeople(db, [row.id])).get(row.id) ?? { teachers: [], members: [] };
  return toPlanDetails(row, people);
}

/** The plan's row with whether the user may read it (readsPlan), per profile one compiled statement. */
const planDataRow = preparedQuery(
  (db, values: { planId: number; profile: ProfileType; userId: number }) =>
    db
      .selectFrom('study_plans')
      .select(['id', 'code', 'title', 'description', 'goal', 'level', 'is_group', 'archived', 'comment_audience', 'guardians_answer'])
      .select((eb) => readsPlan(db, eb, { profile: values.profile, id: values.userId }, 'study_plans.id').as('plan_readable'))
      .where('id', '=', values.planId),
  { shape: ['profile'] },
);

/**
 * What the study-plan view shows of the plan itself, with its people and what the user may
 * do with it: assertCanReadPlan's 404 (a missing plan or not theirs) from the same read
 * (docs/architecture.md#access-in-the-read).
 */
export async function findPlanData(db: Kysely<Database>, user: AuthUser, planId: number) {
  const [found, peopleByPlan] = await readTogether(
    db,
    () => planDataRow.first(db, { planId, profile: user.profile, userId: user.id }),
    () => loadPlanPeople(db, [planId]),
  );
  if (!found) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  const { plan_readable: readable, ...row } = found;
  const access = planAccessOf(user, readable);
  return { row, people: peopleByPlan.get(planId) ?? { teachers: [], members: [] }, access };
}
