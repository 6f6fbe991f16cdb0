import { endpoints } from '@studydesk/shared/contracts';
import { assertCanCreditCompletedLesson, teachesPlan, type AuthUser } from '../../permissions';
import { lessonCreditsFollow } from './lesson-credits';
import { createActivity, updateActivity } from './queries/activities';
import { activityResponse } from './activity-views';
import { WEEK_MS, assertCanCompleteAt, assertInstantInRange, assertNotMilestone, assertPaidUnchanged, findChangeableActivity, findEditableActivity, newActivityRow, parseInstant, resolveTeacherId } from './rules';
import { routesPlugin } from '../route';

/** Complete/uncomplete and copy: the multi-row changes of an activity's life, each in one transaction. */
export const activityLifecycleRoutes = routesPlugin('activities', (route, app) => {
  const { db } = app;
  const alerts = { jobs: app.jobs, dialect: app.dbDialect };
  const respond = (id: number, viewer: AuthUser, created = false) => activityResponse(db, id, viewer, { created });

  route.on(endpoints.activities.complete, {
    description: 'Completes (isCompleted true) or uncompletes an activity. A completed group lesson gets attendance rows. ' +
      'A lesson that has not started yet cannot be completed (409).',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, body: { id, isCompleted } }) => {
    const activity = await findChangeableActivity(db, me, id);
    assertNotMilestone(activity.type);
    assertPaidUnchanged(activity, { completed: isCompleted });
    if ((Number(activity.is_completed) === 1) === isCompleted) return respond(id, me);
    const now = Date.now();
    if (isCompleted) assertCanCompleteAt(activity.start_time === null ? null : Number(activity.start_time), now);
    const outcome = isCompleted ? 'held' : null;
    // completing a cancelled lesson turns it held: its credits follow (docs/product-rules.md#r-pay-2)
    const credits = await lessonCreditsFollow(db, alerts, activity, outcome, now);
    await updateActivity(
      db,
      activity,
      { is_completed: isCompleted ? 1 : 0, completed_at: isCompleted ? now : null, outcome, updated_at: now },
      { fillAttendance: isCompleted, refreshLastLessons: true, also: credits.also },
      now,
    );
    return respond(id, me);
  });

  route.on(endpoints.activities.copy, {
    description: 'A new unpaid activity like this one, without comments, at startTime or one week later; open unless ' +
      'isCompleted is true, which needs a start that has passed (409 otherwise).',
    status: 201, errors: [400, 401, 403, 404, 409],
  }, async ({ me, body }) => {
    const original = await findEditableActivity(db, me, body.id);
    assertNotMilestone(original.type);
    const requested = parseInstant(body.startTime);
    const originalStart = original.start_time === null ? null : Number(original.start_time);
    const start = requested !== undefined ? requested : originalStart === null ? null : originalStart + WEEK_MS;
    assertInstantInRange(start);
    const length = Number(original.lesson_length);
    const now = Date.now();
    const completed = body.isCompleted === true;
    if (completed) assertCanCompleteAt(start, now);
    // the original's teacher may have left the plan since
    const keepsTeacher = original.teacher_id !== null && (await teachesPlan(db, original.teacher_id, original.study_plan_id));
    const teacherId = keepsTeacher ? original.teacher_id : await resolveTeacherId(db, me, original.study_plan_id, undefined);
    // a planned copy of a co-teacher's lesson is fine; a completed one would credit them hours
    if (completed) assertCanCreditCompletedLesson(me, teacherId);
    const row = newActivityRow(
      {
        study_plan_id: original.study_plan_id,
        teacher_id: teacherId,
        type: original.type,
        lesson_title: original.lesson_title,
        description: original.description,
        start_time: start,
        lesson_length: length,
        difficulty_level: original.difficulty_level,
      },
      me.id,
      now,
      completed,
    );
    const id = await createActivity(db, row, now);
    return respond(id, me, true);
  });
});
