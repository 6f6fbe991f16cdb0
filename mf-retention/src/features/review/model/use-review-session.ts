import { useCallback, useEffect, useReducer } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { ReviewGrade } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { initialReviewSession, reviewSessionReducer } from './review-session-reducer';

/** The student's review session: the queue loaded once, graded card by card. */
export function useReviewSession() {
  const queue = useResource('review-queue', async (signal) => (await call(endpoints.review.queue, { signal })).data);
  const [state, dispatch] = useReducer(reviewSessionReducer, initialReviewSession);
  useEffect(() => {
    if (queue.status === 'ready') dispatch({ type: 'loaded', cards: queue.data.cards });
  }, [queue.status, queue.data]);

  const reveal = useCallback(() => dispatch({ type: 'revealed' }), []);

  const current = state.cards[state.index];
  const canGrade = current !== undefined && state.revealed && state.grading === null;
  const grade = useCallback(
    async (value: ReviewGrade) => {
      if (!canGrade) return;
      dispatch({ type: 'gradeRequested', grade: value });
      try {
        await call(endpoints.review.grade, { params: { cardId: current.cardId }, body: { grade: value } });
        dispatch({ type: 'graded' });
      } catch (error) {
        dispatch({ type: 'gradeFailed', error: errorMessage(error) });
      }
    },
    [canGrade, current],
  );

  return { queue, state, reveal, grade, restart: queue.reload };
}
