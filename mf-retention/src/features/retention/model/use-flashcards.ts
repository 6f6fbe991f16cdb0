import { useCallback, useEffect, useReducer } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import type { UpdateFlashcardRequest } from '@studydesk/shared/contracts';
import { useResource } from '@studydesk/shared/data';
import { approveFlashcard } from '../api/approve-flashcard';
import { deleteFlashcard } from '../api/delete-flashcard';
import { getUnapprovedFlashcards } from '../api/get-unapproved-flashcards';
import { parseSentences } from '../api/parse-sentences';
import { regenerateFlashcard } from '../api/regenerate-flashcard';
import { updateFlashcard } from '../api/update-flashcard';
import { flashcardsReducer, initialFlashcardsState, type FlashcardsAction } from './flashcards-reducer';

/** The requests made on one card, named as its actions are (`saveRequested`, `saveFailed`, …). */
type CardStep = 'save' | 'regenerate' | 'approve' | 'delete';

/** The plan's cards waiting for approval and what can be done to them (spec §4 Flashcards). */
export function useFlashcards(planId: number) {
  const [state, dispatch] = useReducer(flashcardsReducer, initialFlashcardsState);
  const list = useResource(`retention-flashcards-${planId}`, (signal) => getUnapprovedFlashcards(planId, signal));
  useEffect(() => {
    if (list.status === 'ready') dispatch({ type: 'loaded', cards: list.data.unapprovedFlashcards });
  }, [list.status, list.data]);

  const generate = useCallback(async (): Promise<number | null> => {
    dispatch({ type: 'generateRequested' });
    try {
      const result = await parseSentences(planId);
      dispatch({ type: 'generated', cards: result.unapprovedFlashcards });
      return result.created;
    } catch (error) {
      dispatch({ type: 'generateFailed', error: errorMessage(error) });
      return null;
    }
  }, [planId]);

  /**
   * One card's request between its `…Requested` and `…Failed` actions; `done` turns the
   * answer into the success action. Resolves to whether it succeeded.
   */
  const cardRequest = useCallback(async <R,>(step: CardStep, id: number, request: () => Promise<R>, done: (result: R) => FlashcardsAction): Promise<boolean> => {
    dispatch({ type: `${step}Requested` as const, id });
    try {
      dispatch(done(await request()));
      return true;
    } catch (error) {
      dispatch({ type: `${step}Failed` as const, id, error: errorMessage(error) });
      return false;
    }
  }, []);

  const save = useCallback(
    (cardId: number, body: UpdateFlashcardRequest) => cardRequest('save', cardId, () => updateFlashcard(planId, cardId, body), (card) => ({ type: 'saved', card })),
    [cardRequest, planId],
  );
  const regenerate = useCallback(
    (cardId: number) => cardRequest('regenerate', cardId, () => regenerateFlashcard(planId, cardId), (card) => ({ type: 'regenerated', id: cardId, card })),
    [cardRequest, planId],
  );
  const approve = useCallback(
    (cardId: number) => cardRequest('approve', cardId, () => approveFlashcard(planId, cardId), () => ({ type: 'approved', id: cardId })),
    [cardRequest, planId],
  );
  const remove = useCallback(
    (cardId: number) => cardRequest('delete', cardId, () => deleteFlashcard(planId, cardId), () => ({ type: 'deleted', id: cardId })),
    [cardRequest, planId],
  );

  return { state, load: list, generate, save, regenerate, approve, remove };
}
