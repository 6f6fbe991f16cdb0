import { cellEditReducer, cellText, initialCellEdit, type CellEditState } from './cell-edit';

const cell = { baseConstant: 'Log out', language: 'es' };
const editing = (draft: string): CellEditState => cellEditReducer(initialCellEdit, { type: 'started', cell, text: draft });

describe('cell editing of the translations table', () => {
  it('opens a cell with its current text', () => {
    expect(editing('Cerrar sesión').editing).toEqual({ ...cell, draft: 'Cerrar sesión', saving: false, error: null });
  });

  it('Esc cancels: the cell shows its text again', () => {
    const state = cellEditReducer(cellEditReducer(editing('a'), { type: 'changed', draft: 'b' }), { type: 'cancelled' });
    expect(state.editing).toBeNull();
    expect(cellText(state, cell, { es: 'a' })).toBe('a');
  });

  it('a saved text shows over the loaded row and closes the cell', () => {
    let state = cellEditReducer(editing('a'), { type: 'changed', draft: 'Salir' });
    state = cellEditReducer(state, { type: 'saveRequested' });
    expect(state.editing?.saving).toBe(true);
    state = cellEditReducer(state, { type: 'saved', cell, text: 'Salir' });
    expect(state.editing).toBeNull();
    expect(cellText(state, cell, { es: 'a' })).toBe('Salir');
  });

  it('a failed save keeps the cell open with the typed text and the error (nothing lost)', () => {
    let state = cellEditReducer(editing('a'), { type: 'changed', draft: 'Salir {x}' });
    state = cellEditReducer(state, { type: 'saveRequested' });
    state = cellEditReducer(state, { type: 'saveFailed', error: 'The text must use the same placeholders as the key' });
    expect(state.editing).toEqual({ ...cell, draft: 'Salir {x}', saving: false, error: 'The text must use the same placeholders as the key' });
    expect(cellText(state, cell, { es: 'a' })).toBe('a');
  });

  it('while a save is in flight, the cell can be neither changed, cancelled nor left', () => {
    const saving = cellEditReducer(editing('a'), { type: 'saveRequested' });
    expect(cellEditReducer(saving, { type: 'changed', draft: 'b' })).toBe(saving);
    expect(cellEditReducer(saving, { type: 'cancelled' })).toBe(saving);
    expect(cellEditReducer(saving, { type: 'started', cell: { ...cell, language: 'fr' }, text: 'x' })).toBe(saving);
  });

  it('an emptied cell shows as missing', () => {
    const state = cellEditReducer(initialCellEdit, { type: 'saved', cell, text: '' });
    expect(cellText(state, cell, { es: 'a' })).toBe('');
  });
});
