import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@studydesk/shared/api-client';
import type { OutgoingMail } from '@studydesk/shared/contracts';
import { OutgoingMailPage } from './outgoing-mail-page';

// POST /v1/outbox/mails lists a page, POST /v1/outbox/mails/:id/retry queues a failed one again
const post = jest.spyOn(apiClient, 'post');
const mail = (fields: Partial<OutgoingMail>): OutgoingMail => ({
  id: 1, kind: 'invitation', recipient: 'a@example.test', state: 'sent', attempts: 1, lastError: null,
  createdAt: '2026-11-25T17:00:00.000Z', updatedAt: '2026-11-25T17:00:01.000Z', ...fields,
});
const FAILED = mail({ id: 2, kind: 'payslip', recipient: 'pay@example.test', state: 'failed', attempts: 5, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' });
const SENT = mail({ id: 1 });

beforeEach(() => {
  post.mockReset().mockImplementation(async (url: string, body?: unknown) => {
    if (url.endsWith('/retry')) return { data: { mail: { ...FAILED, state: 'queued', attempts: 0 } } } as never;
    const state = (body as { state?: string }).state;
    const results = [FAILED, SENT].filter((row) => !state || row.state === state);
    return { data: { mails: { results, total: results.length } } } as never;
  });
});

describe('the Outgoing mail page', () => {
  it('shows each mail with kind, recipient, state with tries and error, and Retry only on a failed one', async () => {
    render(<OutgoingMailPage />);
    const failedRow = (await screen.findByText('pay@example.test')).closest('tr')!;
    expect(within(failedRow).getByText('Payslip')).toBeTruthy();
    expect(within(failedRow).getByText('Failed after 5 tries')).toBeTruthy();
    expect(within(failedRow).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeTruthy();
    const sentRow = screen.getByText('a@example.test').closest('tr')!;
    expect(within(sentRow).getByText('Sent')).toBeTruthy();
    expect(within(sentRow).queryByRole('button', { name: /Retry/ })).toBeNull();

    fireEvent.click(within(failedRow).getByRole('button', { name: 'Retry the mail to pay@example.test' }));
    await waitFor(() => expect(post.mock.calls.map(([url]) => url)).toEqual(['/v1/outbox/mails', '/v1/outbox/mails/2/retry', '/v1/outbox/mails']));
  });

  it('filters by state', async () => {
    render(<OutgoingMailPage />);
    await screen.findByText('a@example.test');
    fireEvent.click(screen.getByRole('radio', { name: 'Failed' }));
    await waitFor(() => expect(screen.queryByText('a@example.test')).toBeNull());
    expect(post).toHaveBeenLastCalledWith('/v1/outbox/mails', expect.objectContaining({ state: 'failed', pageIndex: 0 }), expect.anything());
  });
});
