import { endpoints } from '@studydesk/shared/contracts';
import { assertCanAnswerFor, canAnswerProgress, canEditPlan, narrowProgressScope, progressOwnerOf, progressScopeOf } from '../../permissions';
import { routesPlugin } from '../route';
import { loadPlanProgress, loadProgressGraph } from './progress-views';
import { insertAnswers, planQuestions } from './queries/progress';
import { ownPlans } from './queries/own-plans';
import { toOwnPlan } from './dto';
import { answeredByOf, checkAnswers } from './rules';

/** docs/product-rules.md#r-api-1 progress calls: GET /v1/progresstracking[/{id}], POST /v1/progresstracking/{id}, POST /v1/progresstracking/graph. */
export const progressRoutes = routesPlugin('progress', (route, { db }) => {
  /** what the caller may do on the plan's progress: manage its questions, answer (whoever manages them answers too) */
  async function rightsOf(me: Parameters<typeof canEditPlan>[1], planId: number) {
    const canManage = await canEditPlan(db, me, planId);
    return { canManage, canAnswer: canManage || (await canAnswerProgress(db, me, planId)) };
  }

  route.on(endpoints.progress.own, {
    description: "The signed-in user's own study plans (a student's; staff have none), or a guardian's linked student's (studentId), with teachers, next lesson and question count.",
    errors: [400, 401, 404],
  }, async ({ me, query }) => {
    const owner = await progressOwnerOf(db, me, query.studentId);
    const plans = owner === null ? [] : await ownPlans(db, owner, Date.now());
    return { progress: { plans: plans.map(toOwnPlan) } };
  });

  route.on(endpoints.progress.plan, {
    description: "A plan's questions in order, each with the latest answer of each person in scope: a student their own, the plan's teachers and admins every member's.",
    errors: [400, 401, 403, 404],
  }, async ({ me, params: { planId } }) => {
    const scope = await progressScopeOf(db, me, planId);
    return { progress: await loadPlanProgress(db, planId, scope, await rightsOf(me, planId)) };
  });

  route.on(endpoints.progress.graph, {
    description: 'graphQuestions (those with enough answers to draw) and graphs keyed by question id, answers oldest first; one line per person in scope.',
    errors: [400, 401, 403, 404],
  }, async ({ me, body: { studyPlanId, userId } }) => {
    const scope = await narrowProgressScope(db, me, studyPlanId, await progressScopeOf(db, me, studyPlanId), userId);
    return { progress: await loadProgressGraph(db, studyPlanId, scope) };
  });

  route.on(endpoints.progress.submitAnswers, {
    description:
      'Records answers now: a student their own; a teacher of the plan or an admin for a member (userId); a linked guardian for their student where the plan lets guardians answer. Who answered for the member is recorded. PERCENT 0–100, NUMBER any finite number. Answers with the plan’s progress.',
    errors: [400, 401, 403, 404],
  }, async ({ me, params: { planId }, body }) => {
    const userId = await assertCanAnswerFor(db, me, planId, body.userId);
    const answers = checkAnswers(await planQuestions(db, planId), body.answers);
    const answeredBy = answeredByOf(me.id, userId);
    await insertAnswers(db, answers.map((answer) => ({ ...answer, userId, answeredBy })), Date.now());
    const scope = await progressScopeOf(db, me, planId);
    return { progress: await loadPlanProgress(db, planId, scope, await rightsOf(me, planId)) };
  });
});
