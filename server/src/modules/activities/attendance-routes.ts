import { endpoints } from '@studydesk/shared/contracts';
import { badRequest } from '../../permissions';
import { absenceAlertsFollow } from '../absence-alerts';
import { countMembersAmong, planIsGroup, saveAttendance } from './queries/activities';
import { activityResponse } from './activity-views';
import { assertNotMilestone, findChangeableActivity, normaliseFeedback } from './rules';
import { routesPlugin } from '../route';

/**
 * PATCH /v1/activity/attendance: who attended a group lesson and the feedback each
 * member left (docs/product-rules.md#r-group-2 student/studentMax, feedback/feedbackMax). Teachers and admins.
 */
export const activityAttendanceRoutes = routesPlugin('activities', (route, app) => {
  const { db } = app;
  const alerts = { jobs: app.jobs, dialect: app.dbDialect };
  route.on(endpoints.activities.saveAttendance, {
    description: 'Sets attendance and feedback of members of a group plan\'s activity; rows not sent stay as they are.',
    errors: [400, 401, 403, 404],
  }, async ({ me, body: { activityId, members } }) => {
    const activity = await findChangeableActivity(db, me, activityId);
    assertNotMilestone(activity.type);
    if (!(await planIsGroup(db, activity.study_plan_id))) throw badRequest('Attendance is kept for group study plans only');
    const ids = members.map((m) => m.studentId);
    if (new Set(ids).size !== ids.length) throw badRequest('A member is listed twice');
    if ((await countMembersAmong(db, activity.study_plan_id, ids)) !== ids.length) throw badRequest('Only members of the study plan have attendance');
    // a member marked absent may complete a pattern, one marked present break it (docs/product-rules.md#r-absence-3)
    const alertsFollow = await absenceAlertsFollow(db, alerts, activity.study_plan_id, Date.now());
    await saveAttendance(
      db,
      activityId,
      members.map((member) => ({ studentId: member.studentId, attended: member.attended, feedback: normaliseFeedback(member.feedback) })),
      alertsFollow,
    );
    return activityResponse(db, activityId, me);
  });
});
