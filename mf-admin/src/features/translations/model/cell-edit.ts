/**
 * Inline editing of the translations table, one cell at a time. A save that fails keeps
 * the cell open with the typed text and the error, so nothing is lost; texts saved
 * stay shown (in `saved`) without reloading the page of keys.
 */
export interface Cell {
  baseConstant: string;
  language: string;
}

export interface CellEditState {
  editing: (Cell & { draft: string; saving: boolean; error: string | null }) | null;
  /** texts saved in this visit, by cellId: shown over the loaded rows */
  saved: Readonly<Record<string, string>>;
}

export type CellEditAction =
  | { type: 'started'; cell: Cell; text: string }
  | { type: 'changed'; draft: string }
  | { type: 'cancelled' }
  | { type: 'saveRequested' }
  | { type: 'saved'; cell: Cell; text: string }
  | { type: 'saveFailed'; error: string };

export const initialCellEdit: CellEditState = { editing: null, saved: {} };

export const cellId = (cell: Cell) => `${cell.language}\u0000${cell.baseConstant}`;

export function cellEditReducer(state: CellEditState, action: CellEditAction): CellEditState {
  switch (action.type) {
    case 'started':
      // a save in flight keeps its cell
      if (state.editing?.saving) return state;
      return { ...state, editing: { ...action.cell, draft: action.text, saving: false, error: null } };
    case 'changed':
      return state.editing && !state.editing.saving ? { ...state, editing: { ...state.editing, draft: action.draft, error: null } } : state;
    case 'cancelled':
      return state.editing?.saving ? state : { ...state, editing: null };
    case 'saveRequested':
      return state.editing ? { ...state, editing: { ...state.editing, saving: true, error: null } } : state;
    case 'saved': {
      const saved = { ...state.saved, [cellId(action.cell)]: action.text };
      const same = state.editing && cellId(state.editing) === cellId(action.cell);
      return { saved, editing: same ? null : state.editing };
    }
    case 'saveFailed':
      return state.editing ? { ...state, editing: { ...state.editing, saving: false, error: action.error } } : state;
  }
}

/** The text a cell shows: saved in this visit, else as loaded ('' when the language has none). */
export function cellText(state: CellEditState, cell: Cell, loaded: Readonly<Record<string, string>>): string {
  const id = cellId(cell);
  return id in state.saved ? state.saved[id] : (loaded[cell.language] ?? '');
}
