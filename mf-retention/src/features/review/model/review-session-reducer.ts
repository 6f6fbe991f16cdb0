import type { ReviewCardDto, ReviewGrade } from '@studydesk/shared/contracts';

/**
 * A review session: the cards due when it began, one at a time. Each shows its front,
 * then (revealed) its back and the four grades; a grade sent moves to the next card, and
 * after the last the session ends with what was reviewed. A grade that fails keeps the
 * card revealed with the error, to grade again.
 */
export interface ReviewSessionState {
  cards: ReviewCardDto[];
  /** the card shown (cards.length when the session is over) */
  index: number;
  revealed: boolean;
  grading: ReviewGrade | null;
  error: string | null;
  reviewed: { card: ReviewCardDto; grade: ReviewGrade }[];
}

export type ReviewSessionAction =
  | { type: 'loaded'; cards: ReviewCardDto[] }
  | { type: 'revealed' }
  | { type: 'gradeRequested'; grade: ReviewGrade }
  | { type: 'graded' }
  | { type: 'gradeFailed'; error: string };

export const initialReviewSession: ReviewSessionState = { cards: [], index: 0, revealed: false, grading: null, error: null, reviewed: [] };

export function reviewSessionReducer(state: ReviewSessionState, action: ReviewSessionAction): ReviewSessionState {
  switch (action.type) {
    case 'loaded':
      return { ...initialReviewSession, cards: action.cards };
    case 'revealed':
      return isOver(state) || state.revealed ? state : { ...state, revealed: true };
    case 'gradeRequested':
      if (isOver(state) || !state.revealed || state.grading !== null) return state;
      return { ...state, grading: action.grade, error: null };
    case 'graded': {
      if (state.grading === null) return state;
      const card = state.cards[state.index];
      return { ...state, index: state.index + 1, revealed: false, grading: null, error: null, reviewed: [...state.reviewed, { card, grade: state.grading }] };
    }
    case 'gradeFailed':
      return state.grading === null ? state : { ...state, grading: null, error: action.error };
  }
}

export function isOver(state: ReviewSessionState): boolean {
  return state.index >= state.cards.length;
}

/** The card shown, or null once the session is over. */
export function currentCard(state: ReviewSessionState): ReviewCardDto | null {
  return state.cards[state.index] ?? null;
}

/** "12 of 20": the position of the card shown (1-based) and the session's size. */
export function progressOf(state: ReviewSessionState): { position: number; total: number } {
  return { position: Math.min(state.index + 1, state.cards.length), total: state.cards.length };
}

/** The key pressed as a command: space reveals, then grades Good; 1–4 grade once revealed. */
export function keyCommand(key: string, revealed: boolean): { type: 'reveal' } | { type: 'grade'; grade: ReviewGrade } | null {
  if (key === ' ' || key === 'Spacebar') return revealed ? { type: 'grade', grade: 3 } : { type: 'reveal' };
  if (!revealed) return null;
  if (key === '1' || key === '2' || key === '3' || key === '4') return { type: 'grade', grade: Number(key) as ReviewGrade };
  return null;
}
