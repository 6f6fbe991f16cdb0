/**
 * The cards waiting for approval and what regenerating, approving and deleting one does
 * (docs/product-rules.md#r-ret-2). A deleted card leaves the list at once and comes back
 * where it was when the deletion is undone or fails.
 */
import type { Flashcard } from '@studydesk/shared/contracts';

export type CardBusy = 'saving' | 'regenerating' | null;

export interface CardItem {
  card: Flashcard;
  busy: CardBusy;
  /** the approval failed (docs/product-rules.md#r-ret-2): shown on the card until the next try */
  failed: boolean;
  /** the last error of any operation on the card */
  error: string | null;
}

export interface FlashcardsState {
  items: CardItem[];
  /** cards whose approval is under way, out of the list, with where they stood */
  approving: Record<number, { item: CardItem; index: number }>;
  /** cards deleted while their deletion can still be undone (or is being sent), with where they stood */
  deleting: Record<number, { item: CardItem; index: number }>;
  /** how many of the plan's cards are approved: what the quiz and reading practice are made from */
  approvedCount: number;
  generating: boolean;
  generateError: string | null;
}

export type FlashcardsAction =
  | { type: 'loaded'; cards: readonly Flashcard[]; approvedCount: number }
  | { type: 'generateRequested' }
  | { type: 'generated'; cards: readonly Flashcard[]; approvedCount: number }
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
  | { type: 'deleteUndone'; id: number }
  | { type: 'deleted'; id: number }
  | { type: 'deleteFailed'; id: number; error: string };

export const initialFlashcardsState: FlashcardsState = { items: [], approving: {}, deleting: {}, approvedCount: 0, generating: false, generateError: null };

const itemOf = (card: Flashcard): CardItem => ({ card, busy: null, failed: false, error: null });

function update(state: FlashcardsState, id: number, change: (item: CardItem) => CardItem): FlashcardsState {
  return { ...state, items: state.items.map((item) => (item.card.id === id ? change(item) : item)) };
}

type Parked = FlashcardsState['approving'];

function without(parked: Parked, id: number): Parked {
  const { [id]: _gone, ...rest } = parked;
  return rest;
}

/** Takes the card out of the list, remembering where it stood. */
function park(state: FlashcardsState, id: number, into: 'approving' | 'deleting'): FlashcardsState {
  const index = state.items.findIndex((item) => item.card.id === id);
  if (index < 0) return state;
  return { ...state, items: state.items.filter((_, i) => i !== index), [into]: { ...state[into], [id]: { item: state.items[index], index } } };
}

/** Puts a parked card back where it stood. */
function restore(state: FlashcardsState, id: number, from: 'approving' | 'deleting', change: (item: CardItem) => CardItem): FlashcardsState {
  const pending = state[from][id];
  if (!pending) return state;
  const items = [...state.items];
  items.splice(Math.min(pending.index, items.length), 0, change(pending.item));
  return { ...state, items, [from]: without(state[from], id) };
}

export function flashcardsReducer(state: FlashcardsState, action: FlashcardsAction): FlashcardsState {
  switch (action.type) {
    case 'loaded':
      return { ...state, items: action.cards.filter((card) => !state.deleting[card.id]).map(itemOf), approvedCount: action.approvedCount };
    case 'generateRequested':
      return { ...state, generating: true, generateError: null };
    case 'generated': {
      // the server's list, keeping what is on screen for cards being worked on
      const current = new Map(state.items.map((item) => [item.card.id, item]));
      const items = action.cards.filter((card) => !state.approving[card.id] && !state.deleting[card.id]).map((card) => current.get(card.id) ?? itemOf(card));
      return { ...state, items, approvedCount: action.approvedCount, generating: false };
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
    case 'approveRequested':
      return park(state, action.id, 'approving');
    case 'approved':
      return { ...state, approving: without(state.approving, action.id), approvedCount: state.approvedCount + 1 };
    case 'approveFailed':
      return restore(state, action.id, 'approving', (item) => ({ ...item, busy: null, failed: true, error: action.error }));
    case 'deleteRequested':
      return park(state, action.id, 'deleting');
    case 'deleteUndone':
      return restore(state, action.id, 'deleting', (item) => item);
    case 'deleted':
      return { ...state, items: state.items.filter((item) => item.card.id !== action.id), deleting: without(state.deleting, action.id) };
    case 'deleteFailed':
      return restore(state, action.id, 'deleting', (item) => ({ ...item, busy: null, error: action.error }));
  }
}
