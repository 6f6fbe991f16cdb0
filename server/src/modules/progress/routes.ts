import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OwnProgressResponse,
  PlanIdParams,
  PlanProgressResponse,
  ProgressGraphRequest,
  ProgressGraphResponse,
  SubmitAnswersRequest,
  errorResponses,
} from '@studydesk/shared/contracts';
import { assertCanAnswerFor, canEditPlan, narrowProgressScope, progressScopeOf, requireUser } from '../../permissions';
import { insertAnswers, loadPlanProgress, loadProgressGraph, ownPlans, planQuestions } from './progress-queries';
import { toOwnPlan } from './dto';
import { checkAnswers } from './rules';

/** spec §7 progress calls: GET /v1/progresstracking[/{id}], POST /v1/progresstracking/{id}, POST /v1/progresstracking/graph. */
export const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get(
    '/v1/progresstracking',
    {
      schema: {
        tags: ['progress'],
        description: "The signed-in user's own study plans (a student's; staff have none) with teachers, next lesson and question count.",
        response: { 200: OwnProgressResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const plans = me.profile === 'student' ? await ownPlans(db, me.id, Date.now()) : [];
      return { progress: { plans: plans.map(toOwnPlan) } };
    },
  );

  app.get(
    '/v1/progresstracking/:planId',
    {
      schema: {
        tags: ['progress'],
        description: "A plan's questions in order, each with the latest answer of each person in scope: a student their own, the plan's teachers and admins every member's.",
        params: PlanIdParams,
        response: { 200: PlanProgressResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { planId } = request.params;
      const scope = await progressScopeOf(db, me, planId);
      return { progress: await loadPlanProgress(db, planId, scope, await canEditPlan(db, me, planId)) };
    },
  );

  app.post(
    '/v1/progresstracking/graph',
    {
      schema: {
        tags: ['progress'],
        description: 'graphQuestions (those with enough answers to draw) and graphs keyed by question id, answers oldest first; one line per person in scope.',
        body: ProgressGraphRequest,
        response: { 200: ProgressGraphResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { studyPlanId, userId } = request.body;
      const scope = await narrowProgressScope(db, me, studyPlanId, await progressScopeOf(db, me, studyPlanId), userId);
      return { progress: await loadProgressGraph(db, studyPlanId, scope) };
    },
  );

  app.post(
    '/v1/progresstracking/:planId',
    {
      schema: {
        tags: ['progress'],
        description:
          'Records answers now: a student their own; a teacher of the plan or an admin for a member (userId). PERCENT 0–100, NUMBER any finite number. Answers with the plan’s progress.',
        params: PlanIdParams,
        body: SubmitAnswersRequest,
        response: { 200: PlanProgressResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { planId } = request.params;
      const userId = await assertCanAnswerFor(db, me, planId, request.body.userId);
      const answers = checkAnswers(await planQuestions(db, planId), request.body.answers);
      await insertAnswers(db, answers.map((answer) => ({ ...answer, userId })), Date.now());
      const scope = await progressScopeOf(db, me, planId);
      return { progress: await loadPlanProgress(db, planId, scope, await canEditPlan(db, me, planId)) };
    },
  );
};
