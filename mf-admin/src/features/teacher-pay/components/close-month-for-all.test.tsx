import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { toasts$, type Toast } from '@studydesk/shared/toasts';
import { CloseMonthForAll } from './close-month-for-all';

jest.mock('@studydesk/shared/api-client', () => ({ ...jest.requireActual('@studydesk/shared/api-client'), call: jest.fn() }));
const mockedCall = jest.mocked(call);

let shown: readonly Toast[] = [];
toasts$.subscribe((list) => {
  shown = list;
});
const period = (id: number) => ({
  id, teacher: { id, firstName: 'Ana', lastName: 'Lopez', title: '' }, year: 2026, month: 2, closedAt: '2026-03-01T10:00:00.000Z',
  lessons: 1, hours: 1, amount: 100, adjustmentsHours: 0, adjustmentsAmount: 0, total: 100, currency: 'EUR',
});

describe('closing a month for all teachers (docs/product-rules.md#r-pay-4)', () => {
  afterEach(() => mockedCall.mockReset());

  it('asks first, is busy while closing, then says for how many teachers it closed and reloads the report', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockedCall.mockImplementation((() => new Promise((resolve) => (answer = resolve))) as unknown as typeof call);
    const onClosed = jest.fn();
    render(<CloseMonthForAll month={{ month: 2, year: 2026 }} onClosed={onClosed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close February 2026 for all teachers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close February 2026 for all teachers?' });
    expect(mockedCall).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close month' }));
    expect(mockedCall).toHaveBeenCalledWith(endpoints.pay.close, { body: { month: 2, year: 2026 } });
    // busy: the question's button and the opener (hidden behind the dialog) ignore clicks
    await waitFor(() => expect(screen.getByText('Close February 2026 for all teachers').closest('button')?.disabled).toBe(true));
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();

    answer({ data: { periods: [period(1), period(2)] } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(shown.map((toast) => toast.message)).toContain('February 2026 closed for 2 teachers: their payslips were mailed');
  });

  it('says so when nobody had anything to pay, and keeps the question open with the reason on failure', async () => {
    mockedCall.mockResolvedValueOnce({ data: { periods: [] } } as never);
    const onClosed = jest.fn();
    render(<CloseMonthForAll month={{ month: 2, year: 2026 }} onClosed={onClosed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close February 2026 for all teachers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close month' }));
    await waitFor(() => expect(shown.map((toast) => toast.message)).toContain('Nobody had anything to pay for February 2026'));

    mockedCall.mockRejectedValueOnce(new ApiError('Network down'));
    fireEvent.click(screen.getByRole('button', { name: 'Close February 2026 for all teachers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close month' }));
    await waitFor(() => expect(shown.filter((toast) => toast.kind === 'error').map((toast) => toast.message)).toEqual(['The server cannot be reached. Check your connection and try again.']));
    expect(screen.getByRole('dialog', { name: 'Close February 2026 for all teachers?' })).toBeTruthy();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
