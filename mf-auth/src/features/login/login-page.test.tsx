import '../../test/dom-polyfills';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@studydesk/shared/api-client';
import { authState$, initialAuthState, on, type SessionUser } from '@studydesk/shared/session';
import { deferred, httpError, networkError, renderAt } from '../../test/render-at';

const user: SessionUser = {
  id: 7, firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', profilepic: null,
  title: '', language: 'es', studyplan: null, profile: 'teacher',
  isArchived: false, hasPassword: true, invitation: 'accepted', lastLesson: null,
};

async function fillAndSubmit(email = 'ana@example.com', password = 'wrong-password') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  beforeEach(() => authState$.next(initialAuthState));

  it('focuses the email field and names the autocomplete fields', async () => {
    await renderAt('/login');
    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe('/forgotten-password');
  });

  it('tells the shell a sign-in has begun at the first keystroke, once', async () => {
    const started = jest.fn();
    const subscription = on('signIn/started').subscribe(started);
    try {
      await renderAt('/login');
      // the page alone (its field focused) announces nothing
      expect(started).not.toHaveBeenCalled();
      await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'secret');
      expect(started).toHaveBeenCalledTimes(1);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('tells the shell at once when the server-drawn form was typed into before the script ran', async () => {
    const started = jest.fn();
    const subscription = on('signIn/started').subscribe(started);
    // the field the server drew, as the browser kept it until the script took the page over
    const drawn = document.createElement('input');
    drawn.id = 'sd-login-email';
    drawn.value = 'ana@example.com';
    document.body.append(drawn);
    try {
      await renderAt('/login');
      drawn.remove();
      expect(started).toHaveBeenCalledTimes(1);
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    } finally {
      drawn.remove();
      subscription.unsubscribe();
    }
  });

  it('shows the server error inline and keeps what was typed', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(401, 'Wrong email or password'));
    await renderAt('/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-password');
    expect(authState$.getValue().error).toBe('Wrong email or password');
  });

  it('shows the rate-limit message of a 429', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(429, 'Too many attempts. Try again in 15 minutes.'));
    await renderAt('/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 15 minutes.');
  });

  it('says so when the server cannot be reached', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(networkError());
    await renderAt('/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot be reached/);
  });

  it('is busy while signing in and sends only once', async () => {
    const call = deferred<{ data: { user: SessionUser } }>();
    const post = jest.spyOn(apiClient, 'post').mockReturnValue(call.promise);
    await renderAt('/login');
    await fillAndSubmit('ana@example.com', 'right-password');
    const button = screen.getByRole('button', { name: /Loading|Sign in/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByLabelText('Email').hasAttribute('readonly')).toBe(true);
    await userEvent.click(button);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/v1/auth/login', { email: 'ana@example.com', password: 'right-password' });
    await act(async () => call.resolve({ data: { user } }));
    await waitFor(() => expect(authState$.getValue().isLoggedIn).toBe(true));
    expect(authState$.getValue().profile).toEqual(user);
  });

  it('asks for empty fields without calling the server', async () => {
    const post = jest.spyOn(apiClient, 'post');
    await renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(post).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    await renderAt('/login');
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });
});
