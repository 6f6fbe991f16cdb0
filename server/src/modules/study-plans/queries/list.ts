import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { StudyPlanOrderBy, StudyPlanRow, StudyPlansListRequest } from '@studydesk/shared/contracts';
import { offsetPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import { planMatchesSearch } from './search';
import { loadPlanPeople } from './people';
import { planSpeeds } from './speed';
import { toPlanRow } from '../dto';

type Db = Kysely<Database>;
type PlanQuery = SelectQueryBuilder<Database, 'study_plans', object>;

/** the plan's alphabetically first teacher's last name (null without teachers) */
function firstTeacherLastName(eb: ExpressionBuilder<Database, 'study_plans'>) {
  return eb
    .selectFrom('study_plan_teachers as t')
    .innerJoin('users as tu', 'tu.id', 't.teacher_id')
    .select(sql<string>`min(lower(tu.last_name))`.as('v'))
    .whereRef('t.study_plan_id', '=', 'study_plans.id');
}

function memberCount(eb: ExpressionBuilder<Database, 'study_plans'>) {
  return eb
    .selectFrom('study_plan_members as m')
    .select((e) => e.fn.countAll().as('v'))
    .whereRef('m.study_plan_id', '=', 'study_plans.id');
}

export interface ListOptions {
  /** false leaves speed out (0): the bench's baseline */
  withSpeed?: boolean;
}

/**
 * One page of plans for the admin lists (POST /v1/studyplan/getall). The search is
 * case- and accent-insensitive and matches the code, the title, and the names or
 * email of a teacher or member (users.search_text). Default order: newest first.
 */
export async function listStudyPlans(
  db: Db,
  request: StudyPlansListRequest,
  now: number,
  options: ListOptions = {},
): Promise<{ results: StudyPlanRow[]; total: number }> {
  const pageIndex = request.pageIndex ?? 0;
  const pageSize = request.pageSize ?? 9;
  const orderBy: StudyPlanOrderBy = request.orderBy ?? 'createdAt';
  const direction = request.direction ?? 'desc';
  const search = (request.search ?? '').trim();

  const filters = <QB extends PlanQuery>(qb: QB): QB => {
    let query = qb.where('study_plans.archived', '=', request.isArchived ? 1 : 0);
    if (request.isGroup !== undefined) query = query.where('study_plans.is_group', '=', request.isGroup ? 1 : 0);
    if (search) query = query.where((eb) => planMatchesSearch(eb, search, { teachers: true }));
    return query as QB;
  };

  const { rows, total } = await offsetPage(
    db
      .selectFrom('study_plans')
      .$call(filters)
      .select(['study_plans.id', 'study_plans.code', 'study_plans.title', 'study_plans.level', 'study_plans.is_group', 'study_plans.archived'])
      .orderBy(
        (eb) => orderKey(eb, orderBy),
        (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast(),
      )
      .orderBy('study_plans.id', direction),
    { pageIndex, pageSize },
  );
  if (rows.length === 0) return { results: [], total };

  const ids = rows.map((row) => row.id);
  const people = await loadPlanPeople(db, ids);
  const speeds = options.withSpeed === false ? new Map<number, number>() : await planSpeeds(db, ids, now);
  const results = rows.map((row) => toPlanRow(row, people.get(row.id) ?? { teachers: [], members: [] }, speeds.get(row.id) ?? 0));
  return { results, total };
}

function orderKey(eb: ExpressionBuilder<Database, 'study_plans'>, orderBy: StudyPlanOrderBy) {
  switch (orderBy) {
    case 'code':
      return sql`lower(${sql.ref('study_plans.code')})`;
    case 'title':
      return sql`lower(${sql.ref('study_plans.title')})`;
    case 'teacherLastName':
      return firstTeacherLastName(eb);
    case 'members':
      return memberCount(eb);
    case 'createdAt':
      return sql`${sql.ref('study_plans.created_at')}`;
  }
}
