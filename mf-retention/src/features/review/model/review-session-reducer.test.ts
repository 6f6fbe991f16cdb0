import type { ReviewCardDto } from '@studydesk/shared/contracts';
import { currentCard, initialReviewSession, isOver, keyCommand, progressOf, reviewSessionReducer, type ReviewSessionState } from './review-session-reducer';

const card = (cardId: number): ReviewCardDto => ({ cardId, studyPlanId: 1, planTitle: 'Plan', front: `Front ${cardId}`, back: `Back ${cardId}`, isNew: true, state: 0, due: null });
const loaded = () => reviewSessionReducer(initialReviewSession, { type: 'loaded', cards: [card(1), card(2), card(3)] });
const run = (state: ReviewSessionState, ...actions: Parameters<typeof reviewSessionReducer>[1][]) => actions.reduce(reviewSessionReducer, state);

describe('review session reducer', () => {
  it('starts on the first card, front only, "1 of 3"', () => {
    const state = loaded();
    expect(currentCard(state)?.cardId).toBe(1);
    expect(state.revealed).toBe(false);
    expect(progressOf(state)).toEqual({ position: 1, total: 3 });
  });

  it('grades only a revealed card, one grade at a time', () => {
    expect(run(loaded(), { type: 'gradeRequested', grade: 3 }).grading).toBeNull();
    const grading = run(loaded(), { type: 'revealed' }, { type: 'gradeRequested', grade: 3 });
    expect(grading.grading).toBe(3);
    expect(run(grading, { type: 'gradeRequested', grade: 1 }).grading).toBe(3);
  });

  it('a grade sent moves to the next card, front only, and records it', () => {
    const state = run(loaded(), { type: 'revealed' }, { type: 'gradeRequested', grade: 4 }, { type: 'graded' });
    expect(currentCard(state)?.cardId).toBe(2);
    expect(state.revealed).toBe(false);
    expect(progressOf(state)).toEqual({ position: 2, total: 3 });
    expect(state.reviewed).toEqual([{ card: card(1), grade: 4 }]);
  });

  it('a failed grade keeps the card revealed with the error, to grade again', () => {
    const state = run(loaded(), { type: 'revealed' }, { type: 'gradeRequested', grade: 2 }, { type: 'gradeFailed', error: 'Network Error' });
    expect(state).toMatchObject({ index: 0, revealed: true, grading: null, error: 'Network Error', reviewed: [] });
    expect(run(state, { type: 'gradeRequested', grade: 2 }).error).toBeNull();
  });

  it('ends after the last card with every grade', () => {
    let state = loaded();
    for (const grade of [1, 3, 4] as const) state = run(state, { type: 'revealed' }, { type: 'gradeRequested', grade }, { type: 'graded' });
    expect(isOver(state)).toBe(true);
    expect(currentCard(state)).toBeNull();
    expect(state.reviewed.map((r) => r.grade)).toEqual([1, 3, 4]);
    expect(run(state, { type: 'revealed' })).toBe(state);
  });

  it('an empty queue is over at once', () => {
    expect(isOver(reviewSessionReducer(initialReviewSession, { type: 'loaded', cards: [] }))).toBe(true);
  });

  it('keys: space reveals then grades Good; 1–4 grade only once revealed', () => {
    expect(keyCommand(' ', false)).toEqual({ type: 'reveal' });
    expect(keyCommand(' ', true)).toEqual({ type: 'grade', grade: 3 });
    expect(keyCommand('1', false)).toBeNull();
    expect(keyCommand('1', true)).toEqual({ type: 'grade', grade: 1 });
    expect(keyCommand('4', true)).toEqual({ type: 'grade', grade: 4 });
    expect(keyCommand('5', true)).toBeNull();
  });
});
