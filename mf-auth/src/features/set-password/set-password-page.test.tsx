import '../../test/dom-polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@studydesk/shared/api-client';
import { TOKEN_MESSAGES } from '@studydesk/shared/contracts';
import { httpError, renderAt } from '../../test/render-at';

// the first test pays for loading the page's modules, slow on a busy machine
jest.setTimeout(30_000);

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm password/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Set password' }));

/** Opens the page of token abc123, types both passwords and submits. */
async function submitPasswords(password: string, confirm = password) {
  await renderAt('/set/abc123');
  await userEvent.type(newPassword(), password);
  await userEvent.type(confirmPassword(), confirm);
  await submit();
}

describe('SetPasswordPage', () => {
  // the link works unless a test says otherwise
  beforeEach(() => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { message: 'This link works.' } });
  });

  it('checks the link on opening, and explains a dead one before anything is typed', async () => {
    const get = jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(400, TOKEN_MESSAGES.unknown));
    await renderAt('/set/abc123');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/v1/auth/verify/token/abc123', expect.anything());
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgotten-password');
  });

  it('keeps the form when the check itself fails (offline, too many checks)', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(429, 'Too many attempts. Wait a few minutes and try again.'));
    await renderAt('/set/abc123');
    expect(await screen.findByLabelText(/^New password/)).toBeTruthy();
  });

  it('ticks the rules off live while typing', async () => {
    await renderAt('/set/abc123');
    const rules = () => screen.getByRole('list').textContent;
    expect(rules()).toContain('At least 8 characters: to do');
    await userEvent.type(newPassword(), 'longenough');
    expect(rules()).toContain('At least 8 characters: done');
    await userEvent.type(confirmPassword(), 'longe');
    expect(rules()).toContain('The passwords do not match: not met');
    await userEvent.type(confirmPassword(), 'nough');
    expect(rules()).toContain('Both passwords match: done');
  });

  it('refuses a password that is too short, without calling the server', async () => {
    const post = jest.spyOn(apiClient, 'post');
    await submitPasswords('short');
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(document.activeElement).toBe(newPassword());
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that does not match', async () => {
    const post = jest.spyOn(apiClient, 'post');
    await submitPasswords('correct horse', 'correct hose');
    expect(screen.getAllByText('The passwords do not match').length).toBeGreaterThan(0);
    expect(screen.getByRole('alert').textContent).toBe('The passwords do not match');
    expect(document.activeElement).toBe(confirmPassword());
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the token from the address and confirms with a way to sign in', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { message: 'Your password is set.' } });
    await submitPasswords('correct horse');
    expect(post).toHaveBeenCalledWith('/v1/auth/verify/password', { token: 'abc123', password: 'correct horse' });
    expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('explains an expired link and offers a new one', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(410, TOKEN_MESSAGES.expired));
    await submitPasswords('correct horse');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(TOKEN_MESSAGES.expired);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgotten-password');
  });

  it('explains a link that was already used', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(410, TOKEN_MESSAGES.used));
    await submitPasswords('correct horse');
    expect(await screen.findByRole('heading', { name: 'This link has already been used' })).toBeTruthy();
  });

  it('keeps the form and its input for another error', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(500, 'Something went wrong on our side'));
    await submitPasswords('correct horse');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side');
    expect((newPassword() as HTMLInputElement).value).toBe('correct horse');
  });
});
