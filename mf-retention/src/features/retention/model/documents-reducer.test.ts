import { documentsReducer, initialDocumentsState } from './documents-reducer';

describe('documents reducer (docs/product-rules.md#r-ret-3: quiz, reading practice and lesson summary generation each have loading and error flags)', () => {
  it('a request sets only its own loading flag and clears its error', () => {
    const failed = documentsReducer(initialDocumentsState, { type: 'failed', kind: 'quiz', error: 'x' });
    const state = documentsReducer(failed, { type: 'requested', kind: 'quiz' });
    expect(state.quiz).toEqual({ loading: true, error: null });
    expect(state['reading-practice']).toEqual({ loading: false, error: null });
    expect(state['lesson-summary']).toEqual({ loading: false, error: null });
  });

  it('success ends loading; failure ends loading and stores the error, for that document only', () => {
    let state = documentsReducer(initialDocumentsState, { type: 'requested', kind: 'reading-practice' });
    state = documentsReducer(state, { type: 'requested', kind: 'lesson-summary' });
    state = documentsReducer(state, { type: 'failed', kind: 'reading-practice', error: 'Server error' });
    expect(state['reading-practice']).toEqual({ loading: false, error: 'Server error' });
    expect(state['lesson-summary']).toEqual({ loading: true, error: null });
    state = documentsReducer(state, { type: 'succeeded', kind: 'lesson-summary' });
    expect(state['lesson-summary']).toEqual({ loading: false, error: null });
  });
});
