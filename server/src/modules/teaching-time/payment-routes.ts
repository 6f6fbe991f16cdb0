import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MarkPaidRequest,
  MarkPaidResponse,
  MarkSinglePaidRequest,
  MarkSinglePaidResponse,
  errorResponses,
} from '@studydesk/shared/contracts';
import { requireRole } from '../../permissions';
import { siteTimeZone } from '../site-settings';
import { markLesson, markMonth } from './queries/payments';
import { monthWindow } from './rules';

/** Admins mark a teacher-month or a single lesson paid, or unmark it; every change is recorded. */
export const teacherPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/teacherpayment/markpaid',
    {
      schema: {
        tags: ['teacher payment'],
        description:
          'Admins only: marks every completed lesson of the teacher-month paid (paid: false marks them unpaid), ' +
          'in one transaction, and records it. 409 when the month has no completed lesson (nothing to pay).',
        body: MarkPaidRequest,
        response: { 200: MarkPaidResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      const { teacherId, month, year, paid = true } = request.body;
      const range = monthWindow({ month, year }, await siteTimeZone(app.db));
      const result = await markMonth(app.db, teacherId, range, { paid, actorId: admin.id, now: Date.now() });
      return { month: result };
    },
  );

  app.post(
    '/v1/teacherpayment/marksinglepaid',
    {
      schema: {
        tags: ['teacher payment'],
        description:
          'Admins only: marks one completed lesson paid (paid: false marks it unpaid) and records it; answers the ' +
          "lesson and its teacher-month's new paid status. 409 for an activity that is not a completed lesson.",
        body: MarkSinglePaidRequest,
        response: { 200: MarkSinglePaidResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      const { activityId, paid = true } = request.body;
      const timeZone = await siteTimeZone(app.db);
      return markLesson(app.db, activityId, timeZone, { paid, actorId: admin.id, now: Date.now() });
    },
  );
};
