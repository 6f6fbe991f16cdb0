import { useCallback, useEffect, useReducer } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import type { ReviewGrade } from '@studydesk/shared/contracts';
import { useResource } from '@studydesk/shared/data';
import { recordReview } from '@studydesk/shared/offline';
import { useAuthState } from '@studydesk/shared/session';
import { loadReviewQueue } from '../api/review-queue';
import { initialReviewSession, reviewSessionReducer } from './review-session-reducer';

/**
 * The student's review session: the queue loaded once (from the device without a
 * connection), graded card by card. A grade is kept on the device first, with an id and
 * the time it was given, and counts as done at once; it is sent when the connection allows
 * (docs/architecture.md#offline-review).
 */
export function useReviewSession() {
  const userId = useAuthState().profile?.id ?? 0;
  const queue = useResource(`review-queue-${userId}`, (signal) => loadReviewQueue(userId, signal));
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
        await recordReview({ id: crypto.randomUUID(), cardId: current.cardId, grade: value, reviewedAt: new Date().toISOString() });
        dispatch({ type: 'graded' });
      } catch (error) {
        dispatch({ type: 'gradeFailed', error: errorMessage(error) });
      }
    },
    [canGrade, current],
  );

  return { queue, state, reveal, grade, restart: queue.reload };
}
