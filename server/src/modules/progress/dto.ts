import {
  GRAPH_MIN_ANSWERS,
  type GraphPointDto,
  type NamedPerson,
  type OwnPlanDto,
  type ProgressAnswerDto,
  type ProgressGraphDto,
  type ProgressQuestionDto,
  type ProgressQuestionInfo,
} from '@studydesk/shared/contracts';
import type { OwnPlanRow } from './queries/own-plans';
import type { AnswerRow, PersonRow, QuestionRow } from './queries/progress';
import { answerValue } from './rules';

const iso = (ms: number) => new Date(ms).toISOString();

export function toProgressPerson(row: PersonRow): NamedPerson {
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, title: row.title };
}

export function toQuestionInfo(row: QuestionRow): ProgressQuestionInfo {
  return { id: row.id, studyPlanId: row.study_plan_id, text: row.text, type: row.type, unit: row.unit, position: row.position };
}

/** `answerers`: the people who answered for a member, by id (one deleted since is missing: null) */
function toAnswer(row: AnswerRow, answerers: ReadonlyMap<number, PersonRow>): ProgressAnswerDto {
  const by = row.answered_by === null ? undefined : answerers.get(row.answered_by);
  return {
    id: row.id,
    userId: row.user_id,
    answeredBy: by === undefined ? null : toProgressPerson(by),
    text: row.text,
    value: answerValue(row.text),
    createdAt: iso(row.created_at),
  };
}

/** docs/product-rules.md#r-prog-1 questions with userAnswers: each person's latest answer, and the question's answer count. */
export function toQuestions(
  questions: readonly QuestionRow[],
  latest: readonly AnswerRow[],
  counts: ReadonlyMap<number, number>,
  answerers: ReadonlyMap<number, PersonRow>,
): ProgressQuestionDto[] {
  return questions.map((question) => ({
    ...toQuestionInfo(question),
    userAnswers: latest.filter((answer) => answer.question_id === question.id).map((answer) => toAnswer(answer, answerers)),
    answerCount: counts.get(question.id) ?? 0,
  }));
}

/**
 * docs/product-rules.md#r-prog-1 graphQuestions and graphs keyed by question id, answers oldest first. A
 * question is drawn once it has GRAPH_MIN_ANSWERS answers in scope (a line needs two points).
 */
export function toGraph(planId: number, people: readonly PersonRow[], questions: readonly QuestionRow[], answers: readonly AnswerRow[]): ProgressGraphDto {
  const byQuestion = new Map<number, GraphPointDto[]>();
  for (const answer of answers) {
    const value = answerValue(answer.text);
    if (!Number.isFinite(value)) continue;
    const points = byQuestion.get(answer.question_id) ?? [];
    points.push({ userId: answer.user_id, value, createdAt: iso(answer.created_at) });
    byQuestion.set(answer.question_id, points);
  }
  const drawn = questions.filter((question) => (byQuestion.get(question.id)?.length ?? 0) >= GRAPH_MIN_ANSWERS);
  return {
    studyPlanId: planId,
    people: people.map(toProgressPerson),
    graphQuestions: drawn.map(toQuestionInfo),
    graphs: Object.fromEntries(drawn.map((question) => [String(question.id), byQuestion.get(question.id) ?? []])),
  };
}

export function toOwnPlan(row: OwnPlanRow): OwnPlanDto {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    isGroup: row.is_group === 1,
    teachers: row.teachers.map(toProgressPerson),
    nextLesson: row.next_lesson === null ? null : iso(row.next_lesson),
    questionCount: row.question_count,
  };
}
