import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { TeachingTimeOrderBy, TeachingTimeRow } from '@studydesk/shared/contracts';
import { TEACHING_TIME_DEFAULT_ORDER_BY } from '@studydesk/shared/contracts';
import { preparedOffsetPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import { searchPattern } from '../../../db/search-text';
import { toTeachingTimeRow } from '../dto';
import type { MonthRange } from '../rules';
import { startsInMonth } from './month';

type Db = Kysely<Database>;

export interface ReportPageRequest {
  range: MonthRange;
  search?: string;
  pageIndex?: number;
  pageSize?: number;
  orderBy?: TeachingTimeOrderBy;
  direction?: 'asc' | 'desc';
  /** a teacher sees only their own row */
  teacherId?: number;
  /** `/uploads/<name>` URL of a stored picture name */
  pictureUrl: (name: string | null) => string | null;
}

// Sort keys over the joined row (m: the month's lesson totals per teacher). The paid key
// ranks the states as people read them: nothing to pay (-1) < unpaid (0) < partially
// paid (2) < paid (1).
const LESSONS = sql<number>`coalesce(m.lessons, 0)`;
const HOURS = sql<number>`coalesce(m.hours, 0)`;
const PAID_LESSONS = sql<number>`coalesce(m.paid_lessons, 0)`;
const PAID_RANK = sql<number>`case when coalesce(m.lessons, 0) = 0 then 0 when coalesce(m.paid_lessons, 0) = 0 then 1 when m.paid_lessons < m.lessons then 2 else 3 end`;
const ORDER_KEYS: Record<TeachingTimeOrderBy, Expression<unknown>> = {
  lastName: sql`lower(u.last_name)`,
  firstName: sql`lower(u.first_name)`,
  hours: HOURS,
  lessons: LESSONS,
  paid: PAID_RANK,
};

/** What decides the report's rows: the month, who, the search and the order. */
interface ReportValues {
  [name: string]: unknown;
  start: number;
  end: number;
  year: number;
  month: number;
  /** a teacher's own row only; null for every teacher */
  teacherId: number | null;
  /** the search as a LIKE pattern (searchPattern), or null for none */
  pattern: string | null;
  orderBy: TeachingTimeOrderBy;
  direction: 'asc' | 'desc';
}

function reportValues(request: ReportPageRequest): ReportValues {
  const { start, end, year, month } = request.range;
  const search = (request.search ?? '').trim();
  return {
    start,
    end,
    year,
    month,
    teacherId: request.teacherId ?? null,
    pattern: search ? searchPattern(search) : null,
    orderBy: request.orderBy ?? TEACHING_TIME_DEFAULT_ORDER_BY,
    direction: request.direction ?? 'desc',
  };
}

/** The report's rows in order, from its values. */
function reportRows(db: Db, values: ReportValues) {
  const { teacherId, pattern, direction } = values;
  const range = { start: values.start, end: values.end };

  // the teachers this page may show: the lesson sums are made for them only
  let teachers = db.selectFrom('users as t').select('t.id').where('t.profile', '=', 'teacher');
  if (teacherId !== null) teachers = teachers.where('t.id', '=', teacherId);
  if (pattern !== null) teachers = teachers.where(sql<SqlBool>`t.search_text like ${pattern} escape '\\'`);

  const totals = db
    .selectFrom('activities as a')
    .select((eb) => [
      'a.teacher_id',
      eb.fn.countAll<number>().as('lessons'),
      eb.fn.sum<number>('a.lesson_length').as('hours'),
      eb.fn.sum<number>('a.paid').as('paid_lessons'),
    ])
    .where((eb) => startsInMonth(eb, 'a.start_time', range))
    .where('a.is_completed', '=', 1)
    .where('a.lesson_length', '>', 0)
    // teacher ids as an equality list: the engine then ranges over the covering
    // (teacher_id, start_time, …) index per teacher, with or without planner statistics
    .where('a.teacher_id', 'in', teachers)
    .groupBy('a.teacher_id');

  let query = db
    .selectFrom('users as u')
    .leftJoin(totals.as('m'), 'm.teacher_id', 'u.id')
    .leftJoin('teacher_payments as tp', (join) =>
      join.onRef('tp.teacher_id', '=', 'u.id').on('tp.year', '=', values.year).on('tp.month', '=', values.month),
    )
    .where('u.profile', '=', 'teacher')
    .where((eb) => eb.or([eb('u.archived', '=', 0), eb(LESSONS, '>', 0)]));
  if (teacherId !== null) query = query.where('u.id', '=', teacherId);
  if (pattern !== null) query = query.where(sql<SqlBool>`u.search_text like ${pattern} escape '\\'`);

  return query
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.title',
      'u.profile_pic',
      LESSONS.as('lessons'),
      HOURS.as('hours'),
      PAID_LESSONS.as('paid_lessons'),
      'tp.marked_at',
    ])
    .orderBy(ORDER_KEYS[values.orderBy], direction)
    // stable pages: ties break by name, then id
    .orderBy(sql`lower(u.last_name)`, direction)
    .orderBy(sql`lower(u.first_name)`, direction)
    .orderBy('u.id', direction);
}

/** The report's page as every teacher's day opens it: compiled once per order (docs/architecture.md#queries-compiled-once). */
const reportPage = preparedOffsetPage(reportRows, { shape: ['orderBy', 'direction'] });

/**
 * One page of the teaching-time report in ONE query: the month's completed lessons summed
 * per teacher (a grouped subquery that reads only activities_teacher_lessons_idx, which
 * covers it: ~40k index entries a month at 1M activities, no table rows), left-joined to
 * every teacher (archived ones only if they taught that month) and to the month's
 * payment record. The page carries the total on its rows: one round trip.
 */
export async function teachingTimePage(db: Db, request: ReportPageRequest): Promise<{ results: TeachingTimeRow[]; total: number }> {
  const { rows, total } = await reportPage(db, reportValues(request), { pageIndex: request.pageIndex ?? 0, pageSize: request.pageSize ?? 10 });
  return { results: rows.map((row) => toTeachingTimeRow(row, request.range, request.pictureUrl)), total };
}

/** The report's rows in order, unpaged and unexecuted (the bench explains its page). */
export function teachingTimeQuery(db: Db, request: ReportPageRequest) {
  return reportRows(db, reportValues(request));
}
