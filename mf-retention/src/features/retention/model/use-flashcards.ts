import { useCallback, useEffect, useReducer } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { UpdateFlashcardRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { toast } from '@studydesk/shared/toasts';
import { flashcardsReducer, initialFlashcardsState, type FlashcardsAction } from './flashcards-reducer';

/** The requests made on one card, named as its actions are (`saveRequested`, `saveFailed`, …). */
type CardStep = 'save' | 'regenerate' | 'approve';

/** The plan's cards waiting for approval and what can be done to them (docs/product-rules.md#r-ret-2 Flashcards). */
export function useFlashcards(planId: number) {
  const [state, dispatch] = useReducer(flashcardsReducer, initialFlashcardsState);
  const list = useResource(`retention-flashcards-${planId}`, async (signal) => (await call(endpoints.retention.unapprovedFlashcards, { params: { id: planId }, signal })).data);
  useEffect(() => {
    if (list.status === 'ready') dispatch({ type: 'loaded', cards: list.data.unapprovedFlashcards, approvedCount: list.data.approvedCount });
  }, [list.status, list.data]);

  const generate = useCallback(async (): Promise<number | null> => {
    dispatch({ type: 'generateRequested' });
    try {
      const { data: result } = await call(endpoints.retention.parseSentences, { body: { studyPlanId: planId } });
      dispatch({ type: 'generated', cards: result.unapprovedFlashcards, approvedCount: result.approvedCount });
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
    (cardId: number, body: UpdateFlashcardRequest) => cardRequest('save', cardId, async () => (await call(endpoints.retention.updateFlashcard, { params: { id: planId, cardId }, body })).data.flashcard, (card) => ({ type: 'saved', card })),
    [cardRequest, planId],
  );
  const regenerate = useCallback(
    (cardId: number) => cardRequest('regenerate', cardId, async () => (await call(endpoints.retention.regenerateFlashcard, { params: { id: planId, cardId } })).data.regeneratedFlashcard, (card) => ({ type: 'regenerated', id: cardId, card })),
    [cardRequest, planId],
  );
  const approve = useCallback(
    (cardId: number) => cardRequest('approve', cardId, () => call(endpoints.retention.approveFlashcard, { params: { id: planId, cardId } }), () => ({ type: 'approved', id: cardId })),
    [cardRequest, planId],
  );
  /**
   * Deleting is one click, so it can be undone: the card leaves the list at once, a toast
   * offers Undo, and the deletion is sent only when the toast goes without it; a failed
   * deletion puts the card back with the error.
   */
  const remove = useCallback(
    (cardId: number, text: { deleted: string; undo: string }) => {
      dispatch({ type: 'deleteRequested', id: cardId });
      toast.undoable(text.deleted, text.undo, {
        undo: () => dispatch({ type: 'deleteUndone', id: cardId }),
        commit: () => {
          call(endpoints.retention.deleteFlashcard, { params: { id: planId, cardId } }).then(
            () => dispatch({ type: 'deleted', id: cardId }),
            (error: unknown) => dispatch({ type: 'deleteFailed', id: cardId, error: errorMessage(error) }),
          );
        },
      });
    },
    [planId],
  );

  return { state, load: list, generate, save, regenerate, approve, remove };
}
