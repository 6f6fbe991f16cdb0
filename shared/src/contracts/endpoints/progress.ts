import { endpoint } from './endpoint';
import { MessageResponse } from '../common';
import { CreateQuestionRequest, OwnProgressQuery, OwnProgressResponse, PlanIdParams, PlanProgressResponse, ProgressGraphRequest, ProgressGraphResponse, QuestionIdParams, QuestionListResponse, QuestionResponse, ReorderQuestionsRequest, SubmitAnswersRequest, UpdateQuestionRequest } from '../progress';

/** The progress endpoints (docs/conventions.md#endpoints). */
export const progressEndpoints = {
  createQuestion: endpoint({ method: 'POST', path: '/v1/progresstracking/:planId/questions', params: PlanIdParams, body: CreateQuestionRequest, response: QuestionResponse }),
  updateQuestion: endpoint({ method: 'PATCH', path: '/v1/progresstracking/questions/:questionId', params: QuestionIdParams, body: UpdateQuestionRequest, response: QuestionResponse }),
  deleteQuestion: endpoint({ method: 'DELETE', path: '/v1/progresstracking/questions/:questionId', params: QuestionIdParams, response: MessageResponse }),
  reorderQuestions: endpoint({ method: 'PUT', path: '/v1/progresstracking/:planId/questions/order', params: PlanIdParams, body: ReorderQuestionsRequest, response: QuestionListResponse }),
  own: endpoint({ method: 'GET', path: '/v1/progresstracking', query: OwnProgressQuery, response: OwnProgressResponse }),
  plan: endpoint({ method: 'GET', path: '/v1/progresstracking/:planId', params: PlanIdParams, response: PlanProgressResponse }),
  graph: endpoint({ method: 'POST', path: '/v1/progresstracking/graph', body: ProgressGraphRequest, response: ProgressGraphResponse }),
  submitAnswers: endpoint({ method: 'POST', path: '/v1/progresstracking/:planId', params: PlanIdParams, body: SubmitAnswersRequest, response: PlanProgressResponse }),
};
