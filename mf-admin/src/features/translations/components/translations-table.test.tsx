import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@studydesk/shared/api-client';
import { TranslationsTable } from './translations-table';

// POST /v1/dictionary/translations lists a page, PUT /v1/dictionary/translations saves a cell
const list = jest.spyOn(apiClient, 'post');
const save = jest.spyOn(apiClient, 'put');
/** the bodies sent to save cells */
const saved = () => save.mock.calls.map(([, body]) => body);
const LANGUAGES = [
  { code: 'en', name: 'English', translated: 2, total: 2 },
  { code: 'es', name: 'Español', translated: 1, total: 2 },
];

beforeEach(() => {
  list.mockReset().mockResolvedValue({
    data: {
      results: [
        { baseConstant: 'Log out', texts: { en: 'Log out', es: 'Cerrar sesión' } },
        { baseConstant: 'Save', texts: { en: 'Save' } },
      ],
      total: 2,
    },
  });
  save.mockReset();
});

/** a cell's button by what it edits: its name is its visible text, then "— Edit the … text of …" */
const openCell = async (name: string) => fireEvent.click(await screen.findByRole('button', { name: (accessible) => accessible.endsWith(` — ${name}`) }));
const editor = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the translations table', () => {
  it('shows every key with its text per language, a missing one as Missing', async () => {
    render(<TranslationsTable languages={LANGUAGES} onSaved={jest.fn()} />);
    expect(await screen.findByText('Cerrar sesión')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Missing — Edit the Español text of "Save"' }).textContent).toBe('Missing — Edit the Español text of "Save"');
  });

  it('saves a cell on Enter and shows the saved text', async () => {
    save.mockResolvedValueOnce({ data: { language: 'es', baseConstant: 'Save', text: 'Guardar' } });
    const onSaved = jest.fn();
    render(<TranslationsTable languages={LANGUAGES} onSaved={onSaved} />);
    await openCell('Edit the Español text of "Save"');
    fireEvent.change(editor('Español text of "Save"'), { target: { value: 'Guardar' } });
    fireEvent.keyDown(editor('Español text of "Save"'), { key: 'Enter' });
    expect(await screen.findByRole('button', { name: 'Guardar — Edit the Español text of "Save"' })).toBeTruthy();
    expect(screen.getByText('Guardar')).toBeTruthy();
    expect(saved()).toEqual([{ language: 'es', baseConstant: 'Save', text: 'Guardar' }]);
    expect(onSaved).toHaveBeenCalled();
  });

  it('cancels on Esc, keeping the old text', async () => {
    render(<TranslationsTable languages={LANGUAGES} onSaved={jest.fn()} />);
    await openCell('Edit the Español text of "Log out"');
    fireEvent.change(editor('Español text of "Log out"'), { target: { value: 'Salir' } });
    fireEvent.keyDown(editor('Español text of "Log out"'), { key: 'Escape' });
    expect(await screen.findByText('Cerrar sesión')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the typed text and shows the error when the save fails', async () => {
    save.mockRejectedValueOnce(new Error('The text must use the same placeholders as the key'));
    render(<TranslationsTable languages={LANGUAGES} onSaved={jest.fn()} />);
    await openCell('Edit the Español text of "Log out"');
    fireEvent.change(editor('Español text of "Log out"'), { target: { value: 'Salir {x}' } });
    fireEvent.keyDown(editor('Español text of "Log out"'), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('The text must use the same placeholders as the key');
    expect(editor('Español text of "Log out"').value).toBe('Salir {x}');
  });

  it('asks again from the first page with "missing only"', async () => {
    render(<TranslationsTable languages={LANGUAGES} onSaved={jest.fn()} />);
    await screen.findByText('Cerrar sesión');
    fireEvent.click(screen.getByRole('switch', { name: 'Missing only' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('/v1/dictionary/translations', expect.objectContaining({ missingOnly: true, pageIndex: 0 }), expect.anything()));
  });
});
