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
import { flashcardsReducer, initialFlashcardsState } from './flashcards-reducer';

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

  const save = useCallback(
    async (cardId: number, body: UpdateFlashcardRequest): Promise<boolean> => {
      dispatch({ type: 'saveRequested', id: cardId });
      try {
        dispatch({ type: 'saved', card: await updateFlashcard(planId, cardId, body) });
        return true;
      } catch (error) {
        dispatch({ type: 'saveFailed', id: cardId, error: errorMessage(error) });
        return false;
      }
    },
    [planId],
  );

  const regenerate = useCallback(
    async (cardId: number) => {
      dispatch({ type: 'regenerateRequested', id: cardId });
      try {
        dispatch({ type: 'regenerated', id: cardId, card: await regenerateFlashcard(planId, cardId) });
      } catch (error) {
        dispatch({ type: 'regenerateFailed', id: cardId, error: errorMessage(error) });
      }
    },
    [planId],
  );

  const approve = useCallback(
    async (cardId: number) => {
      dispatch({ type: 'approveRequested', id: cardId });
      try {
        await approveFlashcard(planId, cardId);
        dispatch({ type: 'approved', id: cardId });
      } catch (error) {
        dispatch({ type: 'approveFailed', id: cardId, error: errorMessage(error) });
      }
    },
    [planId],
  );

  const remove = useCallback(
    async (cardId: number) => {
      dispatch({ type: 'deleteRequested', id: cardId });
      try {
        await deleteFlashcard(planId, cardId);
        dispatch({ type: 'deleted', id: cardId });
      } catch (error) {
        dispatch({ type: 'deleteFailed', id: cardId, error: errorMessage(error) });
      }
    },
    [planId],
  );

  return { state, load: list, generate, save, regenerate, approve, remove };
}
