import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivityResponse, AttendanceRequest, errorResponses } from '@studydesk/shared/contracts';
import { badRequest, requireUser } from '../../permissions';
import { loadActivities, siteTimeZone } from './dto';
import { assertNotMilestone, findEditableActivity } from './rules';

/**
 * PATCH /v1/activity/attendance: who attended a group lesson and the feedback each
 * member left (DESIGN §3 student/studentMax, feedback/feedbackMax). Teachers and admins.
 */
export const activityAttendanceRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const db = app.db;
  app.patch(
    '/v1/activity/attendance',
    {
      schema: {
        tags: ['activities'],
        description: 'Sets attendance and feedback of members of a group plan\'s activity; rows not sent stay as they are.',
        body: AttendanceRequest,
        response: { 200: ActivityResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { activityId, members } = request.body;
      const activity = await findEditableActivity(db, me, activityId);
      assertNotMilestone(activity.type);
      const plan = await db.selectFrom('study_plans').select('is_group').where('id', '=', activity.study_plan_id).executeTakeFirstOrThrow();
      if (Number(plan.is_group) !== 1) throw badRequest('Attendance is kept for group study plans only');
      const ids = members.map((m) => m.studentId);
      if (new Set(ids).size !== ids.length) throw badRequest('A member is listed twice');
      const known = await db
        .selectFrom('study_plan_members')
        .select('student_id')
        .where('study_plan_id', '=', activity.study_plan_id)
        .where('student_id', 'in', ids)
        .execute();
      if (known.length !== ids.length) throw badRequest('Only members of the study plan have attendance');

      await db.transaction().execute(async (trx) => {
        for (const member of members) {
          const feedback = member.feedback === null || member.feedback.trim() === '' ? null : member.feedback.trim();
          await trx
            .insertInto('activity_members')
            .values({ activity_id: activityId, student_id: member.studentId, attended: member.attended ? 1 : 0, feedback })
            .onConflict((oc) => oc.columns(['activity_id', 'student_id']).doUpdateSet({ attended: member.attended ? 1 : 0, feedback }))
            .execute();
        }
        await trx.updateTable('activities').set({ updated_at: Date.now() }).where('id', '=', activityId).execute();
      });
      const [dto] = await loadActivities(db, [activityId], { publicUrl, timeZone: await siteTimeZone(db) }, true);
      return { activity: dto };
    },
  );
};
