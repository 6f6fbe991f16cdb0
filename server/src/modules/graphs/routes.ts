import { endpoints, TEACHING_TIME_GRAPH_MONTHS, type TeachingTimeMonth } from '@studydesk/shared/contracts';
import { monthRange } from '@studydesk/shared/dates';
import { siteTimeZone } from '../site-settings';
import { toTeacherHours } from './dto';
import { hoursPerPeriod, hoursPerTeacher } from './queries/graphs';
import { roundHours } from '../teaching-time';
import { lastMonths } from './rules';
import { routesPlugin } from '../route';

/**
 * The admin home graphs. Teaching time is what was taught: completed activities with a
 * teacher, by the month of their start in the site time zone, lesson_length hours each.
 */
export const graphRoutes = routesPlugin('graphs', (route, app) => {
  route.on(endpoints.graphs.teachingTimeGraph, {
    roles: ['admin'],
    description: 'Admins only: hours taught in each of the last 12 months (site time zone), oldest first.',
    errors: [401, 403],
  }, async () => {
    const timeZone = await siteTimeZone(app.db);
    const months = lastMonths(Date.now(), timeZone, TEACHING_TIME_GRAPH_MONTHS);
    // month boundaries on the site's wall clock, so DST shifts cannot move them
    const ranges = months.map((m) => monthRange(m.month, m.year, timeZone));
    const bounds = [...ranges.map(([start]) => start), ranges[ranges.length - 1][1]];
    const hours = await hoursPerPeriod(app.db, bounds);
    const teachingtime: TeachingTimeMonth[] = months.map((m, i) => ({ ...m, hours: roundHours(hours[i]) }));
    return { teachingtime };
  });

  route.on(endpoints.graphs.teachingTimeChart, {
    roles: ['admin'],
    description: 'Admins only: hours each teacher taught in one month (site time zone), most first.',
    errors: [400, 401, 403],
  }, async ({ body }) => {
    const timeZone = await siteTimeZone(app.db);
    const [from, to] = monthRange(body.month, body.year, timeZone);
    return { teachingchart: toTeacherHours(await hoursPerTeacher(app.db, from, to)) };
  });
});
