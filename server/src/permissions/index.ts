/**
 * Who may do what — the one place the server decides it. Every route uses these
 * helpers; none re-implements a role check inline.
 *
 *   const user = requireUser(request);                  // 401 without a session
 *   const admin = requireRole(request, 'admin');        // 403 for other roles
 *   await assertCanEditPlan(app.db, user, planId);      // 404 no plan or not yours, 403 a member's
 *   assertCanEditPlanFields(user, body);                // a teacher: description and goal only
 *   assertCanAddActivityType(user, type);               // milestones: admins only
 *   const scope = await progressScopeOf(db, user, id);  // a student: own answers only
 *   await assertCanUseRetention(app.db, user, planId);  // admins, the plan's teachers
 *   await assertCanReviewCard(app.db, user, planId);    // a student, member of the card's plan
 *   route.on(endpoint, { roles: ['admin'], … }, handler)   // admins only: the one way, as a route option (modules/route.ts)
 *
 * Policy (docs/product-rules.md#r-perm-1): an admin sees and edits everything. A teacher sees and edits the
 * study plans they teach (study_plan_teachers) and their own teaching time. A student
 * sees only plans they are a member of (study_plan_members), read-only except comments
 * and progress answers (`canContributeToPlan`). A guardian reads, and never changes, the
 * plans of the students an admin linked to them (guardian_students; docs/product-rules.md#r-guard-1),
 * but may answer their progress questions where a plan allows it (docs/product-rules.md#r-guard-3).
 */
export { HttpError, badRequest, conflict, forbidden, notFound } from './http-error';
export { isAdmin, requireRole, requireUser } from './roles';
export {
  assertCanContribute,
  assertCanEditPlan,
  assertCanEditWith,
  assertCanEditPlans,
  assertCanEditPlanFields,
  assertCanReadPlan,
  canContributeToPlan,
  canEditPlan,
  canReadPlan,
  planAccessOf,
  readablePlanIds,
  readsPlan,
  teachesPlan,
  PLAN_NOT_FOUND_MESSAGE,
  type PlanAccess,
} from './plans';
export {
  assertCanAddActivityType,
  assertCanChangeLesson,
  assertCanChangeLessonTeacher,
  assertCanCreditCompletedLesson,
  assertCanCreditLesson,
  lessonLockOf,
  canAddActivityType,
  lessonAudienceOf,
  selfAsLessonTeacher,
  type Viewer,
} from './activities';
export { assertCanReadTeacherTime, canReadTeacherTime, canReadUser } from './people';
export { PLAN_DEFAULT_AUDIENCE, assertCanChangeCommentAudience, audienceOfNewComment, commentVisibleTo } from './comments';
export { linkedStudentIds } from './guardians';
export { assertCanReadCalendar, canHaveCalendarFeed } from './calendar';
export { makeUpCreditScopeOf } from './make-up-credits';
export { assertCanReadPay, payScopeOf } from './pay';
export { openAlertScopeOf, planAlertScopeOf, type AbsenceAlertScope } from './absence-alerts';
export { assertCanAnswerFor, assertCanManageQuestions, canAnswerProgress, narrowProgressScope, progressOwnerOf, progressScopeOf } from './progress';
export type { ProgressScope } from './progress';
export { assertCanUseRetention } from './retention';
export { assertCanAskAbout, assertCanDownload } from './privacy';
export { assertCanHaveReviewQueue, assertCanReadForecasts, assertCanReviewCard, canReviewPlanCards } from './review';
export type { AuthUser } from '../sessions';
