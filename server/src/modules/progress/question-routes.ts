import { endpoints, QUESTIONS_PER_PLAN_MAX } from '@studydesk/shared/contracts';
import { assertCanManageQuestions, conflict, notFound, requireUser } from '../../permissions';
import { createQuestion, deleteQuestion, findQuestion, hasAnswers, planQuestions, reorderQuestions, updateQuestion } from './queries/progress';
import { toQuestionInfo } from './dto';
import { assertSameQuestions, questionText, questionUnit } from './rules';
import { routesPlugin } from '../route';

/** The question editor of a plan's teachers and admins: add, change, reorder, delete. */
export const questionRoutes = routesPlugin('progress', (route, { db }) => {
  /** the question, when the caller may manage its plan (404 / 403 otherwise) */
  async function manageableQuestion(request: Parameters<typeof requireUser>[0], questionId: number) {
    const me = requireUser(request);
    const question = await findQuestion(db, questionId);
    if (!question) throw notFound('Question not found');
    await assertCanManageQuestions(db, me, question.study_plan_id);
    return question;
  }

  route.on(endpoints.progress.createQuestion, {
    description: `Adds a question at the end of the plan's list (at most ${QUESTIONS_PER_PLAN_MAX}): its teachers and admins.`,
    status: 201, errors: [400, 401, 403, 404, 409],
  }, async ({ me, params: { planId }, body }) => {
    await assertCanManageQuestions(db, me, planId);
    const { type } = body;
    const fields = { text: questionText(body.text), type, unit: questionUnit(type, body.unit) };
    const question = await createQuestion(db, planId, fields, QUESTIONS_PER_PLAN_MAX, Date.now());
    if (!question) throw conflict('{count, plural, one {A study plan has at most # question} other {A study plan has at most # questions}}', { count: QUESTIONS_PER_PLAN_MAX });
    return { question: toQuestionInfo(question) };
  });

  route.on(endpoints.progress.updateQuestion, {
    description: 'Changes a question’s text, unit, or (while nobody has answered it) its type.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ params, body, request }) => {
    const question = await manageableQuestion(request, params.questionId);
    const { text, type = question.type, unit } = body;
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
  });

  route.on(endpoints.progress.deleteQuestion, {
    description: 'Deletes a question and every answer to it.',
    errors: [400, 401, 403, 404],
  }, async ({ params, request }) => {
    const question = await manageableQuestion(request, params.questionId);
    await deleteQuestion(db, question);
    return { message: 'Question deleted' };
  });

  route.on(endpoints.progress.reorderQuestions, {
    description: "Puts the plan's questions in the given order; the list names each of them once.",
    errors: [400, 401, 403, 404],
  }, async ({ me, params: { planId }, body }) => {
    await assertCanManageQuestions(db, me, planId);
    const current = await planQuestions(db, planId);
    assertSameQuestions(current.map((question) => question.id), body.questionIds);
    await reorderQuestions(db, planId, body.questionIds);
    return { questions: (await planQuestions(db, planId)).map(toQuestionInfo) };
  });
});
