import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@studydesk/shared/api-client';
import { toasts$ } from '@studydesk/shared/toasts';
import { httpError } from '../../../test/http-errors';
import { MailsCard } from './mails-card';

async function renderCard(profile: string) {
  await act(async () => {
    render(<MailsCard profile={profile} />);
  });
}

const reminders = () => screen.getByRole('switch', { name: 'Lesson reminders' });

describe('docs/product-rules.md#r-mail-2 the profile\'s mails', () => {
  beforeEach(() => {
    toasts$.next([]);
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { preferences: [{ kind: 'lesson-reminder', on: true }] } });
  });

  it('shows each kind the person receives with its explanation, and saves a change at once', async () => {
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: { preferences: [{ kind: 'lesson-reminder', on: false }] } });
    await renderCard('student');
    expect(screen.getByRole('heading', { name: 'Mails' })).toBeTruthy();
    expect(reminders().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('A mail the day before each of your lessons.')).toBeTruthy();
    await userEvent.click(reminders());
    expect(put).toHaveBeenCalledWith('/v1/mail-preferences', { kind: 'lesson-reminder', on: false });
    expect(reminders().getAttribute('aria-checked')).toBe('false');
    expect(toasts$.value.map((toast) => toast.message)).toContain('Your mail choices have been saved');
  });

  it('is disabled while saving', async () => {
    let answer!: (value: unknown) => void;
    jest.spyOn(apiClient, 'put').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderCard('student');
    await userEvent.click(reminders());
    expect((reminders() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ data: { preferences: [{ kind: 'lesson-reminder', on: false }] } }));
    expect((reminders() as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the saved choice and shows why when saving fails', async () => {
    jest.spyOn(apiClient, 'put').mockRejectedValue(httpError(400, 'You do not receive this kind of mail'));
    await renderCard('student');
    await userEvent.click(reminders());
    expect((await screen.findByRole('alert')).textContent).toBe('You do not receive this kind of mail');
    expect(reminders().getAttribute('aria-checked')).toBe('true');
  });

  it('is not shown to admins, who receive no scheduled mail', async () => {
    await renderCard('admin');
    expect(screen.queryByRole('heading', { name: 'Mails' })).toBeNull();
    expect(apiClient.get).not.toHaveBeenCalled();
  });
});
