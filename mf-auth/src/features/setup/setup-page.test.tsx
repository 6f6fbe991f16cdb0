import '../../test/dom-polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@studydesk/shared/api-client';
import { authState$ } from '@studydesk/shared/session';
import { httpError, renderAt } from '../../test/render-at';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { navigateToUrl } = require('single-spa') as { navigateToUrl: jest.Mock };

jest.setTimeout(30_000);

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';
const LANGUAGES = [
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];
const ADMIN = { id: 1, email: 'grace@lingua.example', firstName: 'Grace', lastName: 'Hopper', profile: 'admin', language: 'en' };

async function fillForm() {
  await userEvent.type(await screen.findByLabelText(/^School's name/), 'Lingua Riverside');
  const zone = screen.getByLabelText(/^Time zone/);
  await userEvent.clear(zone);
  await userEvent.type(zone, 'Europe/Madrid');
  await userEvent.type(screen.getByLabelText(/^First name/), 'Grace');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Hopper');
  await userEvent.type(screen.getByLabelText(/^Email/), 'grace@lingua.example');
  await userEvent.type(screen.getByLabelText(/^Password/), 'compile every morning');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create the school' }));

describe('SetupPage (docs/product-rules.md#r-setup-1)', () => {
  beforeEach(() => {
    navigateToUrl.mockClear();
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { languages: LANGUAGES } });
  });

  it('checks the link on opening and shows the server\'s reason when it does not work', async () => {
    const get = jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(410, 'StudyDesk is already set up. Sign in with your account.'));
    await renderAt(`/setup/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This setup link does not work' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(`/v1/setup/${TOKEN}`, expect.anything());
    expect(screen.getByRole('alert').textContent).toBe('StudyDesk is already set up. Sign in with your account.');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText(/^School's name/)).toBeNull();
  });

  it('offers the school\'s languages and marks every field as labelled and required', async () => {
    await renderAt(`/setup/${TOKEN}`);
    const language = (await screen.findByLabelText(/^Language/)) as HTMLSelectElement;
    expect([...language.options].map((option) => option.textContent)).toEqual(['Deutsch', 'English', 'Español']);
    expect(screen.getByLabelText(/^School's name/).getAttribute('aria-required')).toBe('true');
  });

  it('names the missing fields without calling the server, and focuses the first', async () => {
    const post = jest.spyOn(apiClient, 'post');
    await renderAt(`/setup/${TOKEN}`);
    await screen.findByLabelText(/^School's name/);
    await submit();
    expect(screen.getByText("Enter the school's name")).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^School's name/));
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the server\'s message when it refuses the password', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(400, 'This password is too common. Choose one that is harder to guess.'));
    await renderAt(`/setup/${TOKEN}`);
    await fillForm();
    await submit();
    expect(await screen.findByText('This password is too common. Choose one that is harder to guess.')).toBeTruthy();
    expect((screen.getByLabelText(/^School's name/) as HTMLInputElement).value).toBe('Lingua Riverside');
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('sends the form with the token, signs the admin in and takes them to their home\'s "what next"', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { user: ADMIN } });
    await renderAt(`/setup/${TOKEN}`);
    await fillForm();
    await submit();
    expect(post).toHaveBeenCalledWith('/v1/setup', expect.objectContaining({
      token: TOKEN, schoolName: 'Lingua Riverside', timeZone: 'Europe/Madrid', firstName: 'Grace', email: 'grace@lingua.example', currency: 'EUR',
    }));
    expect(navigateToUrl).toHaveBeenCalledWith('/admin/home?welcome=1');
    expect(authState$.getValue()).toMatchObject({ isLoggedIn: true, profile: ADMIN });
  });

  it('drops the form when the link died meanwhile (410)', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(410, 'This setup link has expired. Restart the server for a new one.'));
    await renderAt(`/setup/${TOKEN}`);
    await fillForm();
    await submit();
    expect(await screen.findByRole('heading', { name: 'This setup link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This setup link has expired. Restart the server for a new one.');
  });
});
