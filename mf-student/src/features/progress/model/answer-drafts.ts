import { parseTypedNumber, type QuestionTypeValue, type SubmitAnswersRequest } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';

/** What the person typed per question id; empty means "not answering this one now". */
export type AnswerDrafts = Readonly<Record<number, string>>;

export interface AnswerError {
  /** dictionary key */
  key: string;
}

/**
 * The server's rule, checked before sending so the form can say it beside the field: a
 * decimal number as people type it (parseTypedNumber: a decimal comma reads as a point),
 * PERCENT from 0 to 100.
 */
export function answerError(type: QuestionTypeValue, text: string): AnswerError | null {
  if (text.trim() === '') return null;
  const value = parseTypedNumber(text);
  if (value === null) return { key: msg('Enter a number') };
  if (type === 'PERCENT' && (value < 0 || value > 100)) return { key: msg('Enter a percentage from 0 to 100') };
  return null;
}

/** Errors by question id, for the answered questions only. */
export function draftErrors(questions: ReadonlyArray<{ id: number; type: QuestionTypeValue }>, drafts: AnswerDrafts): Record<number, AnswerError> {
  const errors: Record<number, AnswerError> = {};
  for (const question of questions) {
    const error = answerError(question.type, drafts[question.id] ?? '');
    if (error) errors[question.id] = error;
  }
  return errors;
}

/** The request for the filled-in answers, in question order; null when nothing is filled in. */
export function answersRequest(
  questions: ReadonlyArray<{ id: number }>,
  drafts: AnswerDrafts,
  userId?: number,
): SubmitAnswersRequest | null {
  const answers = questions
    .map((question) => ({ questionId: question.id, text: (drafts[question.id] ?? '').trim() }))
    .filter((answer) => answer.text !== '');
  if (answers.length === 0) return null;
  return userId === undefined ? { answers } : { userId, answers };
}
