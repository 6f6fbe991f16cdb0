import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateQuestionRequest,
  MessageResponse,
  PlanIdParams,
  QUESTIONS_PER_PLAN_MAX,
  QuestionIdParams,
  QuestionListResponse,
  QuestionResponse,
  ReorderQuestionsRequest,
  UpdateQuestionRequest,
  errorResponses,
} from '@studydesk/shared/contracts';
import { assertCanManageQuestions, conflict, notFound, requireUser } from '../../permissions';
import { createQuestion, deleteQuestion, findQuestion, hasAnswers, planQuestions, reorderQuestions, updateQuestion } from './progress-queries';
import { toQuestionInfo } from './dto';
import { assertSameQuestions, questionText, questionUnit } from './rules';

/** The question editor of a plan's teachers and admins: add, change, reorder, delete. */
export const questionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  /** the question, when the caller may manage its plan (404 / 403 otherwise) */
  async function manageableQuestion(request: Parameters<typeof requireUser>[0], questionId: number) {
    const me = requireUser(request);
    const question = await findQuestion(db, questionId);
    if (!question) throw notFound('Question not found');
    await assertCanManageQuestions(db, me, question.study_plan_id);
    return question;
  }

  app.post(
    '/v1/progresstracking/:planId/questions',
    {
      schema: {
        tags: ['progress'],
        description: `Adds a question at the end of the plan's list (at most ${QUESTIONS_PER_PLAN_MAX}): its teachers and admins.`,
        params: PlanIdParams,
        body: CreateQuestionRequest,
        response: { 201: QuestionResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const { planId } = request.params;
      await assertCanManageQuestions(db, me, planId);
      const { type } = request.body;
      const fields = { text: questionText(request.body.text), type, unit: questionUnit(type, request.body.unit) };
      const question = await createQuestion(db, planId, fields, QUESTIONS_PER_PLAN_MAX, Date.now());
      if (!question) throw conflict(`A study plan has at most ${QUESTIONS_PER_PLAN_MAX} questions`);
      return reply.status(201).send({ question: toQuestionInfo(question) });
    },
  );

  app.patch(
    '/v1/progresstracking/questions/:questionId',
    {
      schema: {
        tags: ['progress'],
        description: 'Changes a question’s text, unit, or (while nobody has answered it) its type.',
        params: QuestionIdParams,
        body: UpdateQuestionRequest,
        response: { 200: QuestionResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const question = await manageableQuestion(request, request.params.questionId);
      const { text, type = question.type, unit } = request.body;
      if (type !== question.type && (await hasAnswers(db, question.id))) {
        throw conflict('A question that has answers keeps its type');
      }
      await updateQuestion(db, question.id, {
        ...(text === undefined ? {} : { text: questionText(text) }),
        ...(type === question.type ? {} : { type }),
        ...(unit === undefined && type === question.type ? {} : { unit: questionUnit(type, unit === undefined ? question.unit : unit) }),
      });
      const updated = await findQuestion(db, question.id);
      if (!updated) throw notFound('Question not found');
      return { question: toQuestionInfo(updated) };
    },
  );

  app.delete(
    '/v1/progresstracking/questions/:questionId',
    {
      schema: {
        tags: ['progress'],
        description: 'Deletes a question and every answer to it.',
        params: QuestionIdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const question = await manageableQuestion(request, request.params.questionId);
      await deleteQuestion(db, question);
      return { message: 'Question deleted' };
    },
  );

  app.put(
    '/v1/progresstracking/:planId/questions/order',
    {
      schema: {
        tags: ['progress'],
        description: "Puts the plan's questions in the given order; the list names each of them once.",
        params: PlanIdParams,
        body: ReorderQuestionsRequest,
        response: { 200: QuestionListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { planId } = request.params;
      await assertCanManageQuestions(db, me, planId);
      const current = await planQuestions(db, planId);
      assertSameQuestions(current.map((question) => question.id), request.body.questionIds);
      await reorderQuestions(db, planId, request.body.questionIds);
      return { questions: (await planQuestions(db, planId)).map(toQuestionInfo) };
    },
  );
};
