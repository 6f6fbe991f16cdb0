import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DashboardRequest,
  DashboardResponse,
  REMINDER_DAYS,
  RemindersRequest,
  RemindersResponse,
  errorResponses,
  type ReminderDto,
} from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { readablePlanIds, requireRole } from '../../permissions';
import { LESSON_TYPES } from '../activities/rules';
import { dashboardPage } from './dashboard-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

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
      const base = () => {
        let query = db
          .selectFrom('activities')
          .innerJoin('study_plans', 'study_plans.id', 'activities.study_plan_id')
          .where('study_plans.archived', '=', 0)
          .where('activities.is_completed', '=', 0)
          .where((eb) =>
            eb.or([
              eb.and([
                eb('activities.type', 'in', [...LESSON_TYPES]),
                eb('activities.start_time', '>=', now),
                eb('activities.start_time', '<', now + REMINDER_DAYS * DAY_MS),
              ]),
              eb.and([eb('activities.type', '=', 'evaluation'), eb('activities.start_time', '<', now)]),
            ]),
          );
        const readable = readablePlanIds(db, me);
        if (readable) query = query.where('activities.study_plan_id', 'in', readable);
        return query;
      };
      const totalRow = await base().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const total = Number(totalRow.n);
      const rows =
        total === 0
          ? []
          : await base()
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
              .orderBy('activities.id', 'asc')
              .limit(pageSize)
              .offset(pageIndex * pageSize)
              .execute();
      const results: ReminderDto[] = rows.map((row) => {
        const start = Number(row.start_time);
        return {
          kind: start < now ? 'overdueEvaluation' : 'upcoming',
          activityId: Number(row.id),
          studyPlanId: Number(row.study_plan_id),
          planTitle: row.title,
          planCode: row.code,
          isGroup: Number(row.is_group) === 1,
          lessonTitle: row.lesson_title,
          type: row.type,
          startTime: new Date(start).toISOString(),
        };
      });
      return { reminders: { results, total } };
    },
  );
};
