import { QUESTION_UNIT_MAX, parseTypedNumber, type QuestionTypeValue } from '@studydesk/shared/contracts';
import { badRequest, notFound } from '../../permissions';

/** A question's text, trimmed; an empty one is refused with a message a person understands. */
export function questionText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw badRequest('A question needs a text');
  return trimmed;
}

/** A NUMBER question's unit, trimmed (empty: none); a PERCENT question has none, its unit is %. */
export function questionUnit(type: QuestionTypeValue, unit: string | null | undefined): string | null {
  const trimmed = (unit ?? '').trim();
  if (type === 'PERCENT') return null;
  if (trimmed.length > QUESTION_UNIT_MAX) throw badRequest('{count, plural, one {A unit has at most # character} other {A unit has at most # characters}}', { count: QUESTION_UNIT_MAX });
  return trimmed || null;
}

/**
 * An answer as typed, checked against its question: a decimal number as people type it
 * (parseTypedNumber: "7,5" is 7.5; no "0x10" or "1e3"), and for PERCENT one from 0 to 100.
 * Returns the value and the text stored for it (the number written plainly).
 */
function parseAnswer(question: { text: string; type: QuestionTypeValue }, text: string): { value: number; text: string } {
  const value = parseTypedNumber(text);
  if (value === null) throw badRequest('The answer to "{question}" must be a number', { question: question.text });
  if (question.type === 'PERCENT' && (value < 0 || value > 100)) {
    throw badRequest('The answer to "{question}" is a percentage: from 0 to 100', { question: question.text });
  }
  return { value, text: String(value) };
}

/** The stored text of an answer as a number; NaN for text that is not one (never stored by the API). */
export function answerValue(text: string): number {
  return Number(text);
}

/** Each question of the plan exactly once: the new order must be a permutation of the current ids. */
export function assertSameQuestions(current: readonly number[], proposed: readonly number[]): void {
  const known = new Set(current);
  const same = proposed.length === current.length && proposed.every((id) => known.has(id)) && new Set(proposed).size === proposed.length;
  if (!same) throw badRequest('The new order must list every question of this study plan exactly once');
}

/**
 * The answers of one request against the plan's questions: each names a question of this
 * plan (another plan's question is not found here), at most once, with a valid value.
 */
export function checkAnswers<Q extends { id: number; text: string; type: QuestionTypeValue }>(
  questions: readonly Q[],
  answers: ReadonlyArray<{ questionId: number; text: string }>,
): Array<{ questionId: number; text: string }> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  return answers.map((answer) => {
    const question = byId.get(answer.questionId);
    if (!question) throw notFound('Question not found in this study plan');
    if (seen.has(answer.questionId)) throw badRequest('Answer each question at most once per request');
    seen.add(answer.questionId);
    return { questionId: question.id, text: parseAnswer(question, answer.text).text };
  });
}

/**
 * Who an answer records as its giver besides its member (docs/product-rules.md#r-guard-3):
 * null when the member answered themself, else the one who answered for them.
 */
export function answeredByOf(answererId: number, memberId: number): number | null {
  return answererId === memberId ? null : answererId;
}
