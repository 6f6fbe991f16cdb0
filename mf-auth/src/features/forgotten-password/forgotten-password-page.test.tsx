import '../../test/dom-polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@studydesk/shared/api-client';
import { httpError, renderAt } from '../../test/render-at';

describe('ForgottenPasswordPage', () => {
  it('always confirms with the same text after sending', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { message: 'whatever the server says' } });
    await renderAt('/forgotten-password');
    await userEvent.type(screen.getByLabelText('Email'), ' nobody@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(post).toHaveBeenCalledWith('/v1/auth/forgot', { email: 'nobody@example.com' });
    expect((await screen.findByRole('status')).textContent).toBe("If an account exists for that address, we've sent a link");
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('asks for a valid address before sending', async () => {
    const post = jest.spyOn(apiClient, 'post');
    await renderAt('/forgotten-password');
    await userEvent.type(screen.getByLabelText('Email'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address');
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a failure and keeps the address', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(429, 'Too many attempts. Wait a few minutes and try again.'));
    await renderAt('/forgotten-password');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a few minutes and try again.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
  });
});
