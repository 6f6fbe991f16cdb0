import type { ReviewGrade } from '@studydesk/shared/contracts';
import { generatorParameters, type FSRSParameters } from './fsrs';
import { gradeCard, type StoredState } from './rules';

/** A logged review as a replay reads it. */
export interface LoggedReview {
  id: number;
  grade: ReviewGrade;
  reviewed_at: number;
  /** the parameters it was graded with (JSON); null: a review from before they were kept */
  parameters: string | null;
}

export interface ReplayedReview {
  id: number;
  before: StoredState | null;
  after: StoredState;
}

/** The parameters a logged review was graded with; `fallback` for one from before they were kept. */
function parametersOf(review: LoggedReview, fallback: FSRSParameters): FSRSParameters {
  if (review.parameters === null) return fallback;
  return generatorParameters(JSON.parse(review.parameters) as Partial<FSRSParameters>);
}

/**
 * A card's schedule rebuilt from its reviews, in the order given (the time each was given),
 * from the state before the first of them (null: a new card), each graded with the
 * parameters in force when it was given. ts-fsrs's `reschedule` does the same with one set
 * of parameters for the whole history; this steps through `gradeCard`, the function a
 * live grade uses, so a replay and a grade given online agree by construction.
 */
export function replayReviews(start: StoredState | null, reviews: readonly LoggedReview[], fallback: FSRSParameters): ReplayedReview[] {
  let state = start;
  return reviews.map((review) => {
    const before = state;
    state = gradeCard(parametersOf(review, fallback), before, review.grade, review.reviewed_at);
    return { id: review.id, before, after: state };
  });
}
