import '../../test/dom-polyfills';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient } from '@studydesk/shared/api-client';
import { PATHS } from '@studydesk/shared/routes';
import { SetPasswordPage } from './set-password-page';

const page = (
  <MemoryRouter initialEntries={['/set/abc123']}>
    <Routes>
      <Route path={PATHS.setPassword} element={<SetPasswordPage />} />
    </Routes>
  </MemoryRouter>
);

describe('the server-drawn set-password page typed into before its script runs', () => {
  beforeEach(() => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { message: 'This link works.' } });
  });

  it('is taken over as drawn (no markup thrown away), keeps what was typed and then ticks the checklist', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    const field = container.querySelector('input[name="new-password"]') as HTMLInputElement;
    field.value = 'first long password';
    const thrownAway: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => thrownAway.push(error) });
    });
    expect(thrownAway).toEqual([]);
    // the same element, still holding what was typed
    expect(container.querySelector('input[name="new-password"]')).toBe(field);
    expect(field.value).toBe('first long password');
    expect(screen.getByText('At least 8 characters').parentElement?.textContent).toContain('done');
    act(() => root?.unmount());
    container.remove();
  });
});
