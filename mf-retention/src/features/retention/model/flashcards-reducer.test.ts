import type { Flashcard } from '@studydesk/shared/contracts';
import { flashcardsReducer, initialFlashcardsState, type FlashcardsState } from './flashcards-reducer';

const card = (id: number, front = `Front ${id}`): Flashcard => ({
  id,
  kind: 'cloze',
  front,
  back: `Back ${id}`,
  sourceSentence: `Sentence ${id}.`,
  activityId: null,
  lessonTitle: null,
  reason: { rank: 4000, level: 'B2' },
});
const ids = (state: FlashcardsState) => state.items.map((item) => item.card.id);
const loaded = () => flashcardsReducer(initialFlashcardsState, { type: 'loaded', cards: [card(1), card(2), card(3)], approvedCount: 0 });

describe('flashcards reducer (docs/product-rules.md#r-ret-2 Flashcards, docs/product-rules.md#r-ret-2)', () => {
  it('loads the unapproved cards in order, none busy or failed', () => {
    const state = loaded();
    expect(ids(state)).toEqual([1, 2, 3]);
    expect(state.items.every((item) => item.busy === null && !item.failed && item.error === null)).toBe(true);
  });

  describe('"regenerate marks in progress then replaces the card"', () => {
    it('marks the card in progress', () => {
      const state = flashcardsReducer(loaded(), { type: 'regenerateRequested', id: 2 });
      expect(state.items[1].busy).toBe('regenerating');
    });

    it('then replaces it in place with the regenerated card', () => {
      let state = flashcardsReducer(loaded(), { type: 'regenerateRequested', id: 2 });
      state = flashcardsReducer(state, { type: 'regenerated', id: 2, card: card(2, 'Another front') });
      expect(ids(state)).toEqual([1, 2, 3]);
      expect(state.items[1]).toEqual({ card: card(2, 'Another front'), busy: null, failed: false, error: null });
    });

    it('a failed regeneration keeps the card and shows the error', () => {
      let state = flashcardsReducer(loaded(), { type: 'regenerateRequested', id: 2 });
      state = flashcardsReducer(state, { type: 'regenerateFailed', id: 2, error: 'No other card' });
      expect(state.items[1]).toMatchObject({ card: card(2), busy: null, error: 'No other card' });
    });
  });

  describe('"approve removes the card, and on failure restores it and flags it failed"', () => {
    it('approve removes the card at once', () => {
      const state = flashcardsReducer(loaded(), { type: 'approveRequested', id: 2 });
      expect(ids(state)).toEqual([1, 3]);
    });

    it('a successful approval keeps it removed', () => {
      let state = flashcardsReducer(loaded(), { type: 'approveRequested', id: 2 });
      state = flashcardsReducer(state, { type: 'approved', id: 2 });
      expect(ids(state)).toEqual([1, 3]);
      expect(state.approving).toEqual({});
    });

    it('on failure restores it where it was and flags it failed, keeping the error (docs/product-rules.md#r-ret-2)', () => {
      let state = flashcardsReducer(loaded(), { type: 'approveRequested', id: 2 });
      state = flashcardsReducer(state, { type: 'approveFailed', id: 2, error: 'Request failed with status code 500' });
      expect(ids(state)).toEqual([1, 2, 3]);
      expect(state.items[1]).toEqual({ card: card(2), busy: null, failed: true, error: 'Request failed with status code 500' });
    });

    it('restores it at the end when the list got shorter meanwhile', () => {
      let state = flashcardsReducer(loaded(), { type: 'approveRequested', id: 3 });
      state = flashcardsReducer(state, { type: 'deleted', id: 1 });
      state = flashcardsReducer(state, { type: 'approveFailed', id: 3, error: 'x' });
      expect(ids(state)).toEqual([2, 3]);
    });

    it('a retried approval that succeeds clears the failure with the card', () => {
      let state = flashcardsReducer(loaded(), { type: 'approveRequested', id: 2 });
      state = flashcardsReducer(state, { type: 'approveFailed', id: 2, error: 'x' });
      state = flashcardsReducer(state, { type: 'approveRequested', id: 2 });
      state = flashcardsReducer(state, { type: 'approved', id: 2 });
      expect(ids(state)).toEqual([1, 3]);
    });
  });

  describe('"delete removes it", with undo', () => {
    it('takes the card out at once and removes it for good when the deletion is done', () => {
      let state = flashcardsReducer(loaded(), { type: 'deleteRequested', id: 1 });
      expect(ids(state)).toEqual([2, 3]);
      state = flashcardsReducer(state, { type: 'deleted', id: 1 });
      expect(ids(state)).toEqual([2, 3]);
      expect(state.deleting).toEqual({});
    });

    it('undo puts the card back where it stood, as it was', () => {
      let state = flashcardsReducer(loaded(), { type: 'deleteRequested', id: 2 });
      state = flashcardsReducer(state, { type: 'deleteUndone', id: 2 });
      expect(ids(state)).toEqual([1, 2, 3]);
      expect(state.items[1]).toEqual({ card: card(2), busy: null, failed: false, error: null });
    });

    it('a failed delete puts the card back with the error', () => {
      let state = flashcardsReducer(loaded(), { type: 'deleteRequested', id: 1 });
      state = flashcardsReducer(state, { type: 'deleteFailed', id: 1, error: 'Offline' });
      expect(ids(state)).toEqual([1, 2, 3]);
      expect(state.items[0]).toMatchObject({ busy: null, error: 'Offline' });
    });

    it('a reload or a generation while the deletion can be undone does not bring the card back', () => {
      let state = flashcardsReducer(loaded(), { type: 'deleteRequested', id: 1 });
      state = flashcardsReducer(state, { type: 'generated', cards: [card(1), card(2), card(3)], approvedCount: 0 });
      expect(ids(state)).toEqual([2, 3]);
      state = flashcardsReducer(state, { type: 'loaded', cards: [card(1), card(2)], approvedCount: 0 });
      expect(ids(state)).toEqual([2]);
    });
  });

  it('counts approved cards: from the server, one more with each approval', () => {
    let state = flashcardsReducer(initialFlashcardsState, { type: 'loaded', cards: [card(1), card(2)], approvedCount: 4 });
    expect(state.approvedCount).toBe(4);
    state = flashcardsReducer(state, { type: 'approveRequested', id: 1 });
    expect(state.approvedCount).toBe(4);
    state = flashcardsReducer(state, { type: 'approved', id: 1 });
    expect(state.approvedCount).toBe(5);
  });

  it('an edit saves in place; a failed save keeps the card and the error', () => {
    let state = flashcardsReducer(loaded(), { type: 'saveRequested', id: 3 });
    expect(state.items[2].busy).toBe('saving');
    state = flashcardsReducer(state, { type: 'saved', card: card(3, 'Edited') });
    expect(state.items[2]).toEqual({ card: card(3, 'Edited'), busy: null, failed: false, error: null });
    state = flashcardsReducer(state, { type: 'saveRequested', id: 3 });
    state = flashcardsReducer(state, { type: 'saveFailed', id: 3, error: 'Too long' });
    expect(state.items[2]).toMatchObject({ card: card(3, 'Edited'), busy: null, error: 'Too long' });
  });

  it('generation shows the server list, keeps cards being worked on as they are, leaves out cards being approved', () => {
    let state = flashcardsReducer(loaded(), { type: 'regenerateRequested', id: 1 });
    state = flashcardsReducer(state, { type: 'approveRequested', id: 2 });
    state = flashcardsReducer(state, { type: 'generateRequested' });
    expect(state.generating).toBe(true);
    state = flashcardsReducer(state, { type: 'generated', cards: [card(1), card(2), card(3), card(4)], approvedCount: 0 });
    expect(ids(state)).toEqual([1, 3, 4]);
    expect(state.items[0].busy).toBe('regenerating');
    expect(state.generating).toBe(false);
    state = flashcardsReducer(state, { type: 'generateFailed', error: 'x' });
    expect(state).toMatchObject({ generating: false, generateError: 'x' });
  });
});
