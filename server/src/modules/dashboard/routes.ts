import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DashboardRequest,
  DashboardResponse,
  REMINDER_DAYS,
  RemindersRequest,
  RemindersResponse,
  errorResponses,
} from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { requireRole } from '../../permissions';
import { dashboardPage, remindersPage } from './dashboard-queries';
import { toReminder } from './dto';

/** The teacher dashboard: study plans with their figures, and reminders (spec §2). */
export const dashboardRoutes: FastifyPluginAsyncTypebox<{ config: ServerConfig }> = async (app, { config }) => {
  const db = app.db;

  app.post(
    '/v1/studyplan/dashboard',
    {
      schema: {
        tags: ['study plans'],
        description:
          'Teachers: the plans they teach (admins: all), with next lesson, last evaluation and tickets. Default order: tickets, descending.',
        body: DashboardRequest,
        response: { 200: DashboardResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const me = requireRole(request, 'teacher', 'admin');
      return { studyPlans: await dashboardPage(db, me, request.body, config.publicUrl, Date.now()) };
    },
  );

  app.post(
    '/v1/studyplan/reminders',
    {
      schema: {
        tags: ['study plans'],
        description: `Open lessons starting within ${REMINDER_DAYS} days and overdue evaluations of active plans the caller teaches, soonest first.`,
        body: RemindersRequest,
        response: { 200: RemindersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const me = requireRole(request, 'teacher', 'admin');
      const pageIndex = request.body.pageIndex ?? 0;
      const pageSize = request.body.pageSize ?? 10;
      const now = Date.now();
      const { rows, total } = await remindersPage(db, me, now, pageIndex, pageSize);
      const results = rows.map((row) => toReminder(row, now));
      return { reminders: { results, total } };
    },
  );
};
