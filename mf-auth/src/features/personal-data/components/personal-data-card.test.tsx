import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@studydesk/shared/api-client';
import { toasts$ } from '@studydesk/shared/toasts';
import { PersonalDataCard } from './personal-data-card';

const done = {
  id: 3, kind: 'export', personId: 9, personLabel: 'Ana Lima', state: 'done', createdAt: '2026-03-17T10:00:00Z', dueAt: '2026-04-17T10:00:00Z',
  doneAt: '2026-03-17T10:01:00Z', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), retainUntil: null,
};

async function renderCard(requests: object[]) {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { requests } });
  await act(async () => {
    render(<PersonalDataCard personId={9} own />);
  });
}

describe('docs/product-rules.md#r-privacy-2 "Download my data" on the profile', () => {
  beforeEach(() => toasts$.next([]));

  it('asks for a copy of the person\'s data, and offers a finished one for download', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { request: { ...done, state: 'approved', expiresAt: null } } });
    await renderCard([done]);
    expect(screen.getByRole('link', { name: /^Download \(until / }).getAttribute('href')).toBe('/v1/privacy/exports/3/file');
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(post).toHaveBeenCalledWith('/v1/privacy/exports', { personId: 9 });
    expect(toasts$.value.map((toast) => toast.message)).toContain('The copy is being made. A mail with its link follows.');
  });

  it('asks for the erasure only after a confirmation, and not twice while one is open', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { request: { ...done, kind: 'erasure', state: 'requested' } } });
    await renderCard([]);
    await userEvent.click(screen.getByRole('button', { name: 'Erase my data' }));
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for the erasure' }));
    expect(post).toHaveBeenCalledWith('/v1/privacy/erasures', { personId: 9 });

    await renderCard([{ ...done, kind: 'erasure', state: 'requested' }]);
    expect(screen.getAllByRole('button', { name: 'Erase my data' }).some((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });
});
