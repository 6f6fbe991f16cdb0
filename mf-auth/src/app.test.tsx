import './test/dom-polyfills';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './app';

function goTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('App', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('shows the sign-in form at /login, and the other screens under the router as the address changes', async () => {
    window.history.pushState(null, '', '/login');
    render(<App />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();

    goTo('/forgotten-password');
    // The router and this screen are lazy chunks: under a busy machine jest's transform of them
    // alone can pass findBy's default second, so the wait is the chunk's, not a guess at speed.
    expect(await screen.findByRole('button', { name: 'Send link' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();

    goTo('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('follows the forgotten-password link from the sign-in form', async () => {
    window.history.pushState(null, '', '/login');
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'Forgotten your password?' }));
    expect(window.location.pathname).toBe('/forgotten-password');
  });
});
