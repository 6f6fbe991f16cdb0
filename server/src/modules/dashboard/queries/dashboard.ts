import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DashboardOrderBy, DashboardRequest, PlanPerson } from '@studydesk/shared/contracts';
import { offsetPage, preparedOffsetPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import { searchPattern } from '../../../db/search-text';
import { readablePlanIds, type AuthUser } from '../../../permissions';
import { LESSON_TYPES, unansweredComment, wherePending } from '../../activities';
import { loadPlanPeople, planMatchesPattern } from '../../study-plans';
import { reminderHorizon } from '../rules';

type Db = Kysely<Database>;

/** One plan of the dashboard with its figures, as the page query selects it. */
export interface DashboardRow {
  id: number;
  code: string;
  title: string;
  is_group: number;
  next_lesson: number | string | bigint | null;
  last_evaluation: number | string | bigint | null;
  overdue: number | string | bigint | null;
  unanswered: number | string | bigint | null;
}
type PlanEb = ExpressionBuilder<Database, 'study_plans'>;

/** The plan's pending lessons (activities a): not completed and without an outcome (wherePending). */
const openLessons = (eb: PlanEb) =>
  wherePending(
    eb
      .selectFrom('activities as a')
      .whereRef('a.study_plan_id', '=', 'study_plans.id')
      .where('a.type', 'in', [...LESSON_TYPES]),
    'a',
  );

/** docs/product-rules.md#r-dash-2 figures as correlated subqueries on study_plans (index activities_plan_start_id_idx). */
const figures = (now: number) => ({
  nextLesson: (eb: PlanEb) => openLessons(eb).select((e) => e.fn.min('a.start_time').as('v')).where('a.start_time', '>', now),
  lastEvaluation: (eb: PlanEb) =>
    eb
      .selectFrom('activities as a')
      .select((e) => e.fn.max('a.start_time').as('v'))
      .whereRef('a.study_plan_id', '=', 'study_plans.id')
      // literals, for the completed-evaluations index (migration 024)
      .where('a.type', '=', sql.lit('evaluation'))
      .where('a.is_completed', '=', sql.lit(1)),
  overdue: (eb: PlanEb) => openLessons(eb).select((e) => e.fn.countAll().as('v')).where('a.start_time', '<', now),
  unanswered: (eb: PlanEb) =>
    eb
      .selectFrom('comments')
      .innerJoin('activities as a', 'a.id', 'comments.activity_id')
      .innerJoin('users', 'users.id', 'comments.author_id')
      .select((e) => e.fn.countAll().as('v'))
      .whereRef('a.study_plan_id', '=', 'study_plans.id')
      .where((e) => unansweredComment(e as never)),
  /** the student's last name for an individual plan, the title for a group */
  lastName: (eb: PlanEb) =>
    eb
      .case()
      .when('study_plans.is_group', '=', 1)
      .then(sql<string>`lower(study_plans.title)`)
      .else(
        eb
          .selectFrom('study_plan_members as m')
          .innerJoin('users as mu', 'mu.id', 'm.student_id')
          .select(sql<string>`min(lower(mu.last_name))`.as('v'))
          .whereRef('m.study_plan_id', '=', 'study_plans.id'),
      )
      .end(),
});

/** What decides the dashboard page's rows: the caller, the filters and the order. */
interface DashboardValues {
  [name: string]: unknown;
  profile: AuthUser['profile'];
  userId: number;
  archived: boolean;
  /** the search as a LIKE pattern (searchPattern), or null for none */
  pattern: string | null;
  orderBy: DashboardOrderBy;
  direction: 'asc' | 'desc';
  now: number;
}

/**
 * The dashboard's plans in order, each with its figures: opened by every teacher on every
 * visit, so compiled once per caller profile and order (docs/architecture.md#queries-compiled-once).
 */
const dashboardPlans = preparedOffsetPage(
  (db, values: DashboardValues) => {
    const { orderBy, direction } = values;
    const f = figures(values.now);
    let base = db.selectFrom('study_plans').where('study_plans.archived', '=', values.archived ? 1 : 0);
    const readable = readablePlanIds(db, { id: values.userId, profile: values.profile } as AuthUser);
    if (readable) base = base.where('study_plans.id', 'in', readable);
    const { pattern } = values;
    if (pattern !== null) base = base.where((eb) => planMatchesPattern(eb, pattern, { teachers: false }));

    // The figures in a step of their own, computed once per plan: ordered by them directly,
    // both engines copied each subquery into the ORDER BY and ran it twice per plan.
    const figuresOfPlans = base.select((eb) => [
      'study_plans.id',
      'study_plans.code',
      'study_plans.title',
      'study_plans.is_group',
      f.nextLesson(eb).as('next_lesson'),
      f.lastEvaluation(eb).as('last_evaluation'),
      f.overdue(eb).as('overdue'),
      f.unanswered(eb).as('unanswered'),
      orderBy === 'lastName' ? f.lastName(eb).as('sort_name') : sql<string | null>`null`.as('sort_name'),
    ]);
    let query = db
      .with((cte) => cte('p').materialized(), () => figuresOfPlans)
      .selectFrom('p')
      .select(['p.id', 'p.code', 'p.title', 'p.is_group', 'p.next_lesson', 'p.last_evaluation', 'p.overdue', 'p.unanswered']);
    // plans without the date sort last either way
    const nullsLast = (column: 'p.next_lesson' | 'p.last_evaluation') =>
      query.orderBy(sql`case when ${sql.ref(column)} is null then 1 else 0 end`).orderBy(column, direction);
    if (orderBy === 'nextLesson') query = nullsLast('p.next_lesson');
    else if (orderBy === 'lastEvaluation') query = nullsLast('p.last_evaluation');
    else if (orderBy === 'tickets') query = query.orderBy(sql`p.overdue + p.unanswered`, direction);
    else if (orderBy === 'code') query = query.orderBy(sql`lower(p.code)`, direction);
    else query = query.orderBy('p.sort_name', direction);
    return query.orderBy('p.id', direction);
  },
  { shape: ['profile', 'orderBy', 'direction'] },
);

/** POST /v1/studyplan/dashboard: the plans the caller teaches (admins: all), one page, each with its members. */
export async function dashboardPage(
  db: Db, user: AuthUser, request: DashboardRequest, now: number,
): Promise<{ rows: { row: DashboardRow; members: readonly PlanPerson[] }[]; total: number }> {
  const search = (request.search ?? '').trim();
  const values: DashboardValues = {
    profile: user.profile,
    userId: user.id,
    archived: request.isArchived ?? false,
    pattern: search ? searchPattern(search) : null,
    orderBy: request.orderBy ?? 'tickets',
    direction: request.direction ?? 'desc',
    now,
  };
  const { rows, total } = await dashboardPlans(db, values, { pageIndex: request.pageIndex ?? 0, pageSize: request.pageSize ?? 10 });
  if (rows.length === 0) return { rows: [], total };

  const people = await loadPlanPeople(db, rows.map((row) => Number(row.id)));
  return { rows: rows.map((row) => ({ row, members: people.get(Number(row.id))?.members ?? [] })), total };
}

/**
 * POST /v1/studyplan/reminders: open lessons starting within REMINDER_DAYS and overdue
 * evaluations of active plans the caller may read, soonest first; one page.
 */
export async function remindersPage(db: Db, me: AuthUser, now: number, pageIndex: number, pageSize: number) {
  const base = () => {
    let query = db
      .selectFrom('activities')
      .innerJoin('study_plans', 'study_plans.id', 'activities.study_plan_id')
      .where('study_plans.archived', '=', 0)
      .where('activities.outcome', 'is', null)
      .where('activities.is_completed', '=', 0)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('activities.type', 'in', [...LESSON_TYPES]),
            eb('activities.start_time', '>=', now),
            eb('activities.start_time', '<', reminderHorizon(now)),
          ]),
          eb.and([eb('activities.type', '=', 'evaluation'), eb('activities.start_time', '<', now)]),
        ]),
      );
    const readable = readablePlanIds(db, me);
    if (readable) query = query.where('activities.study_plan_id', 'in', readable);
    return query;
  };
  return offsetPage(
    base()
      .select([
        'activities.id',
        'activities.study_plan_id',
        'activities.lesson_title',
        'activities.type',
        'activities.start_time',
        'study_plans.title',
        'study_plans.code',
        'study_plans.is_group',
      ])
      .orderBy('activities.start_time', 'asc')
      .orderBy('activities.id', 'asc'),
    { pageIndex, pageSize },
  );
}

export type ReminderRow = Awaited<ReturnType<typeof remindersPage>>['rows'][number];
