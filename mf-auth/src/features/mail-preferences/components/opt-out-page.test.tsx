import '../../../test/dom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@studydesk/shared/api-client';
import { authState$, dispatchAuth } from '@studydesk/shared/session';
import { deferred, httpError, networkError, renderAt } from '../../../test/render-at';

// the first test pays for loading the page's modules, slow on a busy machine
jest.setTimeout(30_000);

const TOKEN = '12.0.abcdefghijklmnopqrstuvwxyz012345';
const LINK = `/v1/mail-preferences/opt-out/${TOKEN}`;

describe('docs/product-rules.md#r-mail-2 the opt-out page of a mail', () => {
  it('says which mail the link is for, turns it off, and undoes that', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { kind: 'lesson-reminder', on: true, language: 'en' } });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockImplementation(async (_url: string, body: unknown) => ({ data: { kind: 'lesson-reminder', on: (body as { on: boolean }).on } }));
    await renderAt(`/mail-preferences/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Lesson reminders' })).toBeTruthy();
    expect(screen.getByText('These mails are on.')).toBeTruthy();
    expect(apiClient.get).toHaveBeenCalledWith(LINK, expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Stop lesson reminders' }));
    expect(post).toHaveBeenCalledWith(LINK, { on: false });
    expect((await screen.findByRole('status')).textContent).toBe('You will not get lesson reminders any more.');

    await userEvent.click(screen.getByRole('button', { name: 'Turn them on again' }));
    expect(post).toHaveBeenLastCalledWith(LINK, { on: true });
    expect((await screen.findByRole('status')).textContent).toBe('You will get these mails again.');
    expect(screen.getByRole('button', { name: 'Stop lesson reminders' })).toBeTruthy();
  });

  it('speaks the language of the link\'s owner to someone signed out (issue 47 item 17)', async () => {
    dispatchAuth({ type: 'logout' });
    expect(authState$.getValue().userLanguage).toBe('en');
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { kind: 'lesson-reminder', on: true, language: 'es' } });
    await renderAt(`/mail-preferences/${TOKEN}`);
    await screen.findByRole('button', { name: 'Stop lesson reminders' });
    await waitFor(() => expect(authState$.getValue().userLanguage).toBe('es'));
    dispatchAuth({ type: 'language/changed', language: 'en' });
  });

  it('offers to turn on a digest that is already off', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { kind: 'teacher-digest', on: false, language: 'en' } });
    await renderAt(`/mail-preferences/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Daily digest' })).toBeTruthy();
    expect(screen.getByText('These mails are off.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn them on again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop the daily digest' })).toBeNull();
  });

  it("shows the server's message for a link it does not accept, and the way to sign in", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(404, 'This link is not valid. Open it again from the mail.'));
    await renderAt(`/mail-preferences/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link is not valid. Open it again from the mail.');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the loading state, then offers a retry when the check could not reach the server', async () => {
    const answer = deferred<never>();
    jest.spyOn(apiClient, 'get').mockReturnValueOnce(answer.promise).mockResolvedValue({ data: { kind: 'lesson-reminder', on: true, language: 'en' } });
    await renderAt(`/mail-preferences/${TOKEN}`);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    answer.reject(networkError());
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Stop lesson reminders' })).toBeTruthy();
  });

  it('keeps the choice and says why when turning it off fails', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { kind: 'lesson-reminder', on: true, language: 'en' } });
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(429, 'Too many attempts. Wait a few minutes and try again.'));
    await renderAt(`/mail-preferences/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop lesson reminders' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a few minutes and try again.');
    expect(screen.getByRole('button', { name: 'Stop lesson reminders' })).toBeTruthy();
  });
});
