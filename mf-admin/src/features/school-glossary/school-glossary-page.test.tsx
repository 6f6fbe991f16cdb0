import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@studydesk/shared/api-client';
import type { GlossaryEntry } from '@studydesk/shared/contracts';
import { SchoolGlossaryPage } from './school-glossary-page';

// GET /v1/retention/glossary lists a pair, PUT …/:id edits, DELETE …/:id deletes, POST …/import imports
const get = jest.spyOn(apiClient, 'get');
const put = jest.spyOn(apiClient, 'put');
const del = jest.spyOn(apiClient, 'delete');
const post = jest.spyOn(apiClient, 'post');
const ENTRY: GlossaryEntry = { id: 7, language: 'en', meaningLanguage: 'es', term: 'deadline', meaning: 'fecha límite', source: 'card', updatedAt: 1 };

beforeEach(() => {
  get.mockReset().mockImplementation(async (url: string) => {
    if (url.includes('languagelist')) return { data: { languageList: [] } } as never;
    return { data: { entries: { results: url.includes('meaningLanguage=es') ? [ENTRY] : [], total: url.includes('meaningLanguage=es') ? 1 : 0 } } } as never;
  });
  put.mockReset().mockResolvedValue({ data: { entry: ENTRY } } as never);
  del.mockReset().mockResolvedValue({ data: { message: 'Glossary entry deleted' } } as never);
  post.mockReset().mockResolvedValue({ data: { imported: 2, skipped: 1 } } as never);
});

describe('the School glossary page', () => {
  it('lists a pair\'s terms with their meanings; another pair is another list', async () => {
    render(<SchoolGlossaryPage />);
    const row = (await screen.findByText('deadline')).closest('li')!;
    expect(within(row).getByText('fecha límite')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Meanings in'), { target: { value: 'fr' } });
    expect(await screen.findByText('No term for these languages yet')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith(expect.stringContaining('meaningLanguage=fr'), expect.anything());
  });

  it('edits a meaning in place, deletes a term, imports CSV rows into the pair shown', async () => {
    render(<SchoolGlossaryPage />);
    await screen.findByText('deadline');
    fireEvent.click(screen.getByRole('button', { name: 'Edit deadline' }));
    fireEvent.change(screen.getByLabelText('Meaning'), { target: { value: 'plazo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/v1/retention/glossary/7', { term: 'deadline', meaning: 'plazo' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete deadline' }));
    await waitFor(() => expect(del.mock.calls.map(([url]) => url)).toEqual(['/v1/retention/glossary/7']));

    fireEvent.change(screen.getByRole('textbox', { name: 'Import terms from CSV' }), { target: { value: 'term,meaning\nboarding pass,tarjeta de embarque' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/v1/retention/glossary/import', { language: 'en', meaningLanguage: 'es', csv: 'term,meaning\nboarding pass,tarjeta de embarque' }));
  });
});
