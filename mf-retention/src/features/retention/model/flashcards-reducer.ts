/**
 * The cards waiting for approval (spec §3 Retention unapprovedFlashcards; spec §4
 * Flashcards: "regenerate marks in progress then replaces the card; approve removes the
 * card, and on failure restores it and flags it failed; delete removes it"; spec §8 "A
 * failed flashcard approval keeps the error and restores the card").
 */
import type { Flashcard } from '@studydesk/shared/contracts';

export type CardBusy = 'saving' | 'regenerating' | 'deleting' | null;

export interface CardItem {
  card: Flashcard;
  busy: CardBusy;
  /** the approval failed (spec §8): shown on the card until the next try */
  failed: boolean;
  /** the last error of any operation on the card */
  error: string | null;
}

export interface FlashcardsState {
  items: CardItem[];
  /** cards whose approval is under way, out of the list, with where they stood */
  approving: Record<number, { item: CardItem; index: number }>;
  generating: boolean;
  generateError: string | null;
}

export type FlashcardsAction =
  | { type: 'loaded'; cards: readonly Flashcard[] }
  | { type: 'generateRequested' }
  | { type: 'generated'; cards: readonly Flashcard[] }
  | { type: 'generateFailed'; error: string }
  | { type: 'saveRequested'; id: number }
  | { type: 'saved'; card: Flashcard }
  | { type: 'saveFailed'; id: number; error: string }
  | { type: 'regenerateRequested'; id: number }
  | { type: 'regenerated'; id: number; card: Flashcard }
  | { type: 'regenerateFailed'; id: number; error: string }
  | { type: 'approveRequested'; id: number }
  | { type: 'approved'; id: number }
  | { type: 'approveFailed'; id: number; error: string }
  | { type: 'deleteRequested'; id: number }
  | { type: 'deleted'; id: number }
  | { type: 'deleteFailed'; id: number; error: string };

export const initialFlashcardsState: FlashcardsState = { items: [], approving: {}, generating: false, generateError: null };

const itemOf = (card: Flashcard): CardItem => ({ card, busy: null, failed: false, error: null });

function update(state: FlashcardsState, id: number, change: (item: CardItem) => CardItem): FlashcardsState {
  return { ...state, items: state.items.map((item) => (item.card.id === id ? change(item) : item)) };
}

function withoutApproving(approving: FlashcardsState['approving'], id: number): FlashcardsState['approving'] {
  const { [id]: _gone, ...rest } = approving;
  return rest;
}

export function flashcardsReducer(state: FlashcardsState, action: FlashcardsAction): FlashcardsState {
  switch (action.type) {
    case 'loaded':
      return { ...state, items: action.cards.map(itemOf) };
    case 'generateRequested':
      return { ...state, generating: true, generateError: null };
    case 'generated': {
      // the server's list, keeping what is on screen for cards being worked on
      const current = new Map(state.items.map((item) => [item.card.id, item]));
      const items = action.cards.filter((card) => !state.approving[card.id]).map((card) => current.get(card.id) ?? itemOf(card));
      return { ...state, items, generating: false };
    }
    case 'generateFailed':
      return { ...state, generating: false, generateError: action.error };
    case 'saveRequested':
      return update(state, action.id, (item) => ({ ...item, busy: 'saving', error: null }));
    case 'saved':
      return update(state, action.card.id, (item) => ({ ...item, card: action.card, busy: null, error: null }));
    case 'saveFailed':
      return update(state, action.id, (item) => ({ ...item, busy: null, error: action.error }));
    case 'regenerateRequested':
      return update(state, action.id, (item) => ({ ...item, busy: 'regenerating', error: null }));
    case 'regenerated':
      return update(state, action.id, () => itemOf(action.card));
    case 'regenerateFailed':
      return update(state, action.id, (item) => ({ ...item, busy: null, error: action.error }));
    case 'approveRequested': {
      const index = state.items.findIndex((item) => item.card.id === action.id);
      if (index < 0) return state;
      return {
        ...state,
        items: state.items.filter((_, i) => i !== index),
        approving: { ...state.approving, [action.id]: { item: state.items[index], index } },
      };
    }
    case 'approved':
      return { ...state, approving: withoutApproving(state.approving, action.id) };
    case 'approveFailed': {
      const pending = state.approving[action.id];
      if (!pending) return state;
      const items = [...state.items];
      items.splice(Math.min(pending.index, items.length), 0, { ...pending.item, busy: null, failed: true, error: action.error });
      return { ...state, items, approving: withoutApproving(state.approving, action.id) };
    }
    case 'deleteRequested':
      return update(state, action.id, (item) => ({ ...item, busy: 'deleting', error: null }));
    case 'deleted':
      return { ...state, items: state.items.filter((item) => item.card.id !== action.id) };
    case 'deleteFailed':
      return update(state, action.id, (item) => ({ ...item, busy: null, error: action.error }));
  }
}
