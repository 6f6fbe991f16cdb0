import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TEACHING_TIME_GRAPH_MONTHS,
  TeachingTimeChartRequest,
  TeachingTimeChartResponse,
  TeachingTimeGraphResponse,
  errorResponses,
  type TeachingTimeMonth,
} from '@studydesk/shared/contracts';
import { monthOf, monthRange, shiftMonth, type MonthOfYear } from '@studydesk/shared/dates';
import { requireRole } from '../../permissions';
import { readSiteTimeZone } from '../site-settings/routes';

/** the last `count` months in `timeZone`, oldest first, ending with the month of `now` */
export function lastMonths(now: number, timeZone: string, count: number): MonthOfYear[] {
  const current = monthOf(now, timeZone);
  return Array.from({ length: count }, (_, i) => shiftMonth(current, i - count + 1));
}

/** hours are lesson counts (a lesson is an hour); two decimals are plenty for a graph */
const round = (hours: number) => Math.round(hours * 100) / 100;

/**
 * The admin home graphs. Teaching time is what was taught: completed activities with a
 * teacher, by the month of their start in the site time zone, lesson_length hours each.
 */
export const graphRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/activity/teachingtimegraph',
    {
      schema: {
        tags: ['graphs'],
        description: 'Admins only: hours taught in each of the last 12 months (site time zone), oldest first.',
        response: { 200: TeachingTimeGraphResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      const timeZone = await readSiteTimeZone(app.db);
      const months = lastMonths(Date.now(), timeZone, TEACHING_TIME_GRAPH_MONTHS);
      // month boundaries on the site's wall clock, so DST shifts cannot move them
      const ranges = months.map((m) => monthRange(m.month, m.year, timeZone));
      const bounds = [...ranges.map(([start]) => start), ranges[ranges.length - 1][1]];
      // one range scan on activities_start_idx, summed per month by CASE
      const row = await app.db
        .selectFrom('activities')
        .select((eb) =>
          months.map((_, i) =>
            eb.fn
              .sum<number | string | null>(
                eb
                  .case()
                  .when(eb.and([eb('start_time', '>=', bounds[i]), eb('start_time', '<', bounds[i + 1])]))
                  .then(eb.ref('lesson_length'))
                  .else(0)
                  .end(),
              )
              .as(`m${i}`),
          ),
        )
        .where('start_time', '>=', bounds[0])
        .where('start_time', '<', bounds[bounds.length - 1])
        .where('is_completed', '=', 1)
        .where('teacher_id', 'is not', null)
        .executeTakeFirst();
      const sums = (row ?? {}) as Record<string, number | string | null>;
      const teachingtime: TeachingTimeMonth[] = months.map((m, i) => ({ ...m, hours: round(Number(sums[`m${i}`] ?? 0)) }));
      return { teachingtime };
    },
  );

  app.post(
    '/v1/activity/teachingtimechart',
    {
      schema: {
        tags: ['graphs'],
        description: 'Admins only: hours each teacher taught in one month (site time zone), most first.',
        body: TeachingTimeChartRequest,
        response: { 200: TeachingTimeChartResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      const timeZone = await readSiteTimeZone(app.db);
      const [from, to] = monthRange(request.body.month, request.body.year, timeZone);
      const rows = await app.db
        .selectFrom('activities')
        .innerJoin('users', 'users.id', 'activities.teacher_id')
        .select((eb) => [
          'users.id',
          'users.first_name',
          'users.last_name',
          'users.title',
          eb.fn.sum<number | string>('activities.lesson_length').as('hours'),
        ])
        .where('activities.start_time', '>=', from)
        .where('activities.start_time', '<', to)
        .where('activities.is_completed', '=', 1)
        .groupBy(['users.id', 'users.first_name', 'users.last_name', 'users.title'])
        .execute();
      const teachingchart = rows
        .map((row) => ({
          teacherId: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          title: row.title,
          hours: round(Number(row.hours ?? 0)),
        }))
        .filter((row) => row.hours > 0)
        .sort((a, b) => b.hours - a.hours || a.lastName.localeCompare(b.lastName) || a.teacherId - b.teacherId);
      return { teachingchart };
    },
  );
};
