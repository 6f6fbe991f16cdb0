import { endpoints } from '@studydesk/shared/contracts';
import { readTogether } from '../../db/read-together';
import { assertCanReadTeacherTime, isAdmin } from '../../permissions';
import { findTeacher, pictureUrl } from '../people';
import { closedMonthsOf, monthAmounts } from '../pay';
import { readSiteSettings, siteTimeZone } from '../site-settings';
import { lessonChanges } from './queries/lesson-changes';
import { completedLessonsByTeacher, lessonHistory } from './queries/lessons';
import { payableMonth } from './queries/payable';
import { monthPayment } from './queries/payments';
import { teachingTimePage } from './queries/report';
import { monthWindow } from './rules';
import { routesPlugin } from '../route';

/**
 * Teaching time per teacher and month (site time zone): the report, its CSV data and a
 * teacher's lesson history. Admins see every teacher; a teacher only themself.
 */
export const teachingTimeRoutes = routesPlugin('teaching time', (route, app) => {
  route.on(endpoints.teachingTime.month, {
    roles: ['admin', 'teacher'],
    description: 'One page of the teaching-time report: per teacher, the hours and completed lessons of the month, ' +
      'what its lessons earn (amount in minor units of the school `currency`: paid lessons at what their closed period paid, ' +
      'open ones at the rates in force; lessons without a rate counted apart) and ' +
      'its paid status (-1 nothing to pay, 0 unpaid, 1 paid, 2 partially paid). Admins get every teacher, ' +
      'a teacher only their own row. Default order: hours, descending.',
    errors: [400, 401, 403],
  }, async ({ me: user, body: { month, year, ...paging } }) => {
    const settings = await readSiteSettings(app.db);
    const range = monthWindow({ month, year }, settings.timeZone);
    const data = await teachingTimePage(app.db, {
      ...paging,
      range,
      teacherId: isAdmin(user) ? undefined : user.id,
      pictureUrl,
    });
    const ids = data.results.map((row) => row.id);
    const [amounts, closed] = await readTogether(
      app.db,
      () => monthAmounts(app.db, ids, range, settings.payPolicy),
      () => closedMonthsOf(app.db, ids, range),
    );
    // a closed month keeps the currency it was paid in (docs/product-rules.md#r-pay-8)
    const results = data.results.map((row) => ({
      ...row,
      ...amounts.get(row.id),
      currency: closed.get(row.id)?.currency ?? settings.currency,
      closed: closed.has(row.id),
    }));
    return { data: { ...data, results } };
  });

  route.on(endpoints.teachingTime.download, {
    roles: ['admin', 'teacher'],
    description: 'The completed lessons of the month per teacher, for the CSV export (the client writes the file). ' +
      'Admins get every teacher, a teacher only themself.',
    errors: [400, 401, 403],
  }, async ({ me: user, body }) => {
    const timeZone = await siteTimeZone(app.db);
    const range = monthWindow(body, timeZone);
    const results = await completedLessonsByTeacher(app.db, range, isAdmin(user) ? undefined : user.id);
    return { month: range.month, year: range.year, timeZone, results };
  });

  route.on(endpoints.teachingTime.lessonHistory, {
    roles: ['admin', 'teacher'],
    description: "A teacher's lessons of one month (planned and completed, each with its outcome) with the month's figures, " +
      "its payable hours and lessons as the pay policy counts them (each outcome at its share) and paid status. " +
      'Admins: any teacher; a teacher: only themself (403 otherwise). Admins also get `changes`: the record of ' +
      "changes to the month's completed lessons that moved teaching time to or from the teacher.",
    errors: [400, 401, 403, 404],
  }, async ({ me: user, body: { teacherId, month, year } }) => {
    assertCanReadTeacherTime(user, teacherId);
    const teacher = await findTeacher(app.db, teacherId);
    const { timeZone, payPolicy } = await readSiteSettings(app.db);
    const range = monthWindow({ month, year }, timeZone);
    const [summary, payable, activities, changes] = await readTogether(
      app.db,
      () => monthPayment(app.db, teacherId, range),
      () => payableMonth(app.db, teacherId, range, payPolicy),
      () => lessonHistory(app.db, teacherId, range),
      async () => (isAdmin(user) ? lessonChanges(app.db, teacherId, range) : undefined),
    );
    return {
      teacher: { id: teacher.id, firstName: teacher.first_name, lastName: teacher.last_name, title: teacher.title },
      timeZone,
      month: summary,
      payable,
      activities,
      ...(changes ? { changes } : {}),
    };
  });
});
