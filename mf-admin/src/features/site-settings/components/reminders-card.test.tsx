import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@studydesk/shared/api-client';
import { setSiteTimeZone } from '@studydesk/shared/time-zone';
import { toasts$ } from '@studydesk/shared/toasts';
import { RemindersCard } from './reminders-card';

async function renderCard() {
  await act(async () => {
    render(<RemindersCard />);
  });
}

const timeField = () => screen.getByLabelText(/^Sending time/) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save sending time' }));

describe('docs/product-rules.md#r-mail-1 the sending time card', () => {
  beforeEach(() => {
    toasts$.next([]);
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { time: '18:00', todaySentAt: null } });
  });

  it("shows the school's sending time and saves a new one", async () => {
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: { time: '07:30', todaySentAt: null } });
    await renderCard();
    expect(apiClient.get).toHaveBeenCalledWith('/v1/sitesettings/reminders', expect.anything());
    expect(timeField().value).toBe('18:00');
    // HH:mm whatever the browser's clock: a text field, not a time input (issue 47 item 19)
    expect(timeField().type).toBe('text');
    await userEvent.clear(timeField());
    await userEvent.type(timeField(), '07:30');
    await save();
    expect(put).toHaveBeenCalledWith('/v1/sitesettings/reminders', { time: '07:30' });
    expect(toasts$.getValue()[0]).toMatchObject({ kind: 'success', message: 'Sending time saved' });
  });

  it('asks for a time instead of saving an empty one', async () => {
    const put = jest.spyOn(apiClient, 'put');
    await renderCard();
    await userEvent.clear(timeField());
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Enter the time the reminders go out');
    expect(put).not.toHaveBeenCalled();
  });

  it("keeps the typed time and shows the server's message when saving fails", async () => {
    jest.spyOn(apiClient, 'put').mockRejectedValue(
      Object.assign(new Error('Forbidden'), { isApiError: true, response: { status: 403, data: { message: 'Forbidden' } } }),
    );
    await renderCard();
    await userEvent.clear(timeField());
    await userEvent.type(timeField(), '09:15');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Forbidden');
    expect(timeField().value).toBe('09:15');
  });

  it("says when today's run already went out, so a time moved earlier is not a surprise (issue 47 item 19)", async () => {
    setSiteTimeZone('Europe/Berlin');
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { time: '18:00', todaySentAt: null } });
    jest.spyOn(apiClient, 'put').mockResolvedValue({ data: { time: '07:30', todaySentAt: '2026-11-25T17:00:30.000Z' } });
    await renderCard();
    expect(screen.queryByTestId('reminders-sent-today')).toBeNull();
    await userEvent.clear(timeField());
    await userEvent.type(timeField(), '07:30');
    await save();
    expect((await screen.findByTestId('reminders-sent-today')).textContent).toBe(
      "Today's reminders and digests went out at 18:00. A new sending time applies from tomorrow.",
    );
    setSiteTimeZone('UTC');
  });
});
