import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { currentMonth, shiftMonth } from '@studydesk/shared/dates';
import { formatMonthYear } from '@studydesk/shared/i18n';
import { toasts$, type Toast } from '@studydesk/shared/toasts';
import { CloseMonthForTeacher } from './close-month-for-teacher';

jest.mock('@studydesk/shared/api-client', () => ({ ...jest.requireActual('@studydesk/shared/api-client'), call: jest.fn() }));
const mockedCall = jest.mocked(call);

let shown: readonly Toast[] = [];
toasts$.subscribe((list) => {
  shown = list;
});

// the site zone is UTC in these tests: this month is still running, the last one is over
const running = currentMonth('UTC');
const last = shiftMonth(running, -1);

describe('closing a month for one teacher (docs/product-rules.md#r-pay-4)', () => {
  afterEach(() => mockedCall.mockReset());

  it('asks first, closes that teacher\'s month and lets the card reload', async () => {
    mockedCall.mockResolvedValue({ data: { periods: [] } } as never);
    const onClosed = jest.fn();
    render(<CloseMonthForTeacher teacherId={7} month={last} closedMonths={[]} onClosed={onClosed} />);
    const label = formatMonthYear(last.month, last.year);
    fireEvent.click(screen.getByRole('button', { name: `Close ${label}` }));
    await screen.findByRole('dialog', { name: `Close ${label} for this teacher?` });
    expect(mockedCall).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close month' }));
    expect(mockedCall).toHaveBeenCalledWith(endpoints.pay.close, { body: { ...last, teacherId: 7 } });
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no close for a month already closed, and says why the running month cannot be closed', () => {
    const { rerender } = render(<CloseMonthForTeacher teacherId={7} month={last} closedMonths={[last]} onClosed={jest.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(`${formatMonthYear(last.month, last.year)} is closed for this teacher: its payslip is below`)).toBeTruthy();

    rerender(<CloseMonthForTeacher teacherId={7} month={running} closedMonths={[]} onClosed={jest.fn()} />);
    const button = screen.getByRole('button', { name: `Close ${formatMonthYear(running.month, running.year)}` }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('close-month-running');
  });

  it('shows the server\'s reason when it refuses, and keeps the question open', async () => {
    const message = 'This month is already closed for this teacher: record a change as an adjustment';
    mockedCall.mockRejectedValue(new ApiError(message, { status: 409, data: { message }, headers: {} }));
    render(<CloseMonthForTeacher teacherId={7} month={last} closedMonths={[]} onClosed={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: `Close ${formatMonthYear(last.month, last.year)}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close month' }));
    await waitFor(() => expect(shown.map((toast) => toast.message)).toContain('This month is already closed for this teacher: record a change as an adjustment'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
