import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { call } from '@studydesk/shared/api-client';
import type { MarkPaidRequest, MarkPaidResponse, TeachingTimeDownloadRequest, TeachingTimeDownloadResponse, TeachingTimeMonthRequest, TeachingTimeMonthResponse, TeachingTimeRow } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { setSiteTimeZone } from '@studydesk/shared/time-zone';
import { authState$, initialAuthState, type SessionUser } from '@studydesk/shared/session';
import { TeachingTimeReport } from './teaching-time-report';

// jsdom lacks what the router needs (TextEncoder); a plain link is enough here
jest.mock('react-router-dom', () => ({
  Link: ({ to, ...rest }: { to: string }) => <a href={to} {...rest} />,
}));

jest.mock('@studydesk/shared/api-client', () => ({ ...jest.requireActual('@studydesk/shared/api-client'), call: jest.fn() }));

// each endpoint the report calls answers from its own mock, given the body it was sent
const getMonth = jest.fn<Promise<TeachingTimeMonthResponse['data']>, [TeachingTimeMonthRequest]>();
const getDownload = jest.fn<Promise<TeachingTimeDownloadResponse>, [TeachingTimeDownloadRequest]>();
const markPaid = jest.fn<Promise<MarkPaidResponse['month']>, [MarkPaidRequest]>();
jest.mocked(call).mockImplementation((async (endpoint: unknown, input: { body: never }) => {
  if (endpoint === endpoints.teachingTime.month) return { data: { data: await getMonth(input.body) } };
  if (endpoint === endpoints.teachingTime.download) return { data: await getDownload(input.body) };
  if (endpoint === endpoints.teachingTime.markPaid) return { data: { month: await markPaid(input.body) } };
  throw new Error(`unexpected call of ${String(endpoint)}`);
}) as unknown as typeof call);

// "now": 18 March 2026 in the (default UTC) site zone
const NOW = Date.UTC(2026, 2, 18, 12);

const row = (id: number, firstName: string, paid: TeachingTimeRow['paid'], month = 3): TeachingTimeRow => ({
  id, firstName, lastName: 'Lima', title: '', profilepic: null, month, year: 2026, date: `2026-0${month}-01`,
  hours: 4, lessons: 3, paidLessons: paid === 1 ? 3 : paid === 2 ? 1 : 0, paid, amount: 12345, noRateLessons: 0, currency: 'EUR', closed: false, markedAt: null,
});

function signInAs(profile: 'admin' | 'teacher') {
  authState$.next({ ...initialAuthState, isLoggedIn: true, profile: { id: 1, profile } as SessionUser });
}

function renderReport() {
  return render(<TeachingTimeReport />);
}

describe('TeachingTimeReport', () => {
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    // the site zone comes from the server in the app (loaded by the shell); here each test sets it
    setSiteTimeZone('UTC');
    signInAs('admin');
    getMonth.mockImplementation(async ({ month }) => ({
      results: [row(7, 'Ana', 0, month), row(8, 'Ben', 2, month), row(9, 'Cleo', -1, month)],
      total: 3,
    }));
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts at the current month, page size 10, hours descending, and links each row to its lesson history', async () => {
    renderReport();
    expect(await screen.findByText('Ana Lima')).toBeTruthy();
    expect(getMonth).toHaveBeenLastCalledWith(
      expect.objectContaining({ month: 3, year: 2026, pageIndex: 0, pageSize: 10, orderBy: 'hours', direction: 'desc' }),
    );
    expect(screen.getByText('March 2026')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ana Lima/ }).getAttribute('href')).toBe('/admin/lesson-history/7/2026-03-01');
  });

  it('shows what each month earns in the school currency, and how many lessons have no rate (docs/product-rules.md#r-pay-3)', async () => {
    getMonth.mockResolvedValue({ results: [row(7, 'Ana', 0), { ...row(8, 'Ben', 0), amount: 0, noRateLessons: 2 }], total: 2 });
    renderReport();
    expect(await screen.findByText('€123.45')).toBeTruthy();
    expect(screen.getByText('2 lessons without a rate')).toBeTruthy();
  });

  it('shows -1 without a checkbox, 2 as partially paid (mixed), and moves to the previous month from page 0', async () => {
    renderReport();
    await screen.findByText('Ana Lima');
    expect(screen.getByText('Nothing to pay')).toBeTruthy();
    const ben = screen.getByRole('checkbox', { name: 'Paid: Ben Lima' }) as HTMLInputElement;
    expect(ben.indeterminate).toBe(true);
    expect(screen.getByText('Partially paid')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(getMonth).toHaveBeenLastCalledWith(expect.objectContaining({ month: 2, year: 2026, pageIndex: 0 })));
    expect(await screen.findByText('February 2026')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('marks a month that is over paid by closing it, after a question that says a payslip is mailed (docs/product-rules.md#r-pay-4)', async () => {
    markPaid.mockResolvedValue({ teacherId: 7, month: 2, year: 2026, hours: 4, lessons: 3, paidLessons: 3, paid: 1 });
    render(<TeachingTimeReport initialMonth={{ month: 2, year: 2026 }} />);
    const ana = (await screen.findByRole('checkbox', { name: 'Paid: Ana Lima' })) as HTMLInputElement;
    expect(ana.checked).toBe(false);
    fireEvent.click(ana);
    // one click only asks, with the figures and what closing does
    const question = await screen.findByRole('dialog', { name: 'Mark 4 h of Ana Lima in February 2026 as paid?' });
    expect(within(question).getByText(/closes February 2026 for this teacher.*payslip is mailed/)).toBeTruthy();
    expect(markPaid).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Paid: Ana Lima' }) as HTMLInputElement).checked).toBe(true));
    expect(markPaid).toHaveBeenCalledWith({ teacherId: 7, month: 2, year: 2026, paid: true });
    // closed now: ticked for good, nothing to undo
    expect((screen.getByRole('checkbox', { name: 'Paid: Ana Lima' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('keeps the state when marking fails, and shows the server\'s reason', async () => {
    markPaid.mockRejectedValue(new Error('This teacher has no completed lessons in that month'));
    render(<TeachingTimeReport initialMonth={{ month: 2, year: 2026 }} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Paid: Ana Lima' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(markPaid).toHaveBeenCalled());
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Paid: Ana Lima' }) as HTMLInputElement).disabled).toBe(false));
    expect((screen.getByRole('checkbox', { name: 'Paid: Ana Lima' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows a closed month ticked with no way to mark it not paid', async () => {
    getMonth.mockImplementation(async ({ month }) => ({ results: [{ ...row(7, 'Ana', 1, month), closed: true }], total: 1 }));
    render(<TeachingTimeReport initialMonth={{ month: 2, year: 2026 }} />);
    const ana = (await screen.findByRole('checkbox', { name: 'Paid: Ana Lima' })) as HTMLInputElement;
    expect(ana.checked).toBe(true);
    expect(ana.disabled).toBe(true);
    fireEvent.click(ana);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(markPaid).not.toHaveBeenCalled();
  });

  it('does not let the month still running be marked paid: it cannot be closed yet', async () => {
    renderReport();
    const ana = (await screen.findByRole('checkbox', { name: 'Paid: Ana Lima' })) as HTMLInputElement;
    expect(ana.disabled).toBe(true);
    expect(ana.closest('label')?.getAttribute('title') ?? ana.getAttribute('title')).toBe('March 2026 is still running: it can be closed once it is over');
  });

  it('shows a teacher the paid state read-only', async () => {
    signInAs('teacher');
    renderReport();
    await screen.findByText('Ana Lima');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(screen.getByRole('table')).getByText('Unpaid')).toBeTruthy();
  });

  it('downloads the CSV in two clicks: the first fetches, the second saves YYYYMM.All.csv', async () => {
    getDownload.mockResolvedValue({ month: 3, year: 2026, timeZone: 'UTC', results: [] });
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderReport();
    await screen.findByText('Ana Lima');
    fireEvent.click(screen.getByRole('button', { name: 'Prepare CSV' }));
    const download = await screen.findByRole('button', { name: 'Download 202603.All.csv' });
    expect(getDownload).toHaveBeenCalledWith({ month: 3, year: 2026 });
    expect(saved).toEqual([]);
    await act(async () => fireEvent.click(download));
    expect(saved).toEqual(['202603.All.csv']);
    expect(getDownload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Prepare CSV' })).toBeTruthy();
  });

  it('starts at the current month of the site zone, also when the zone arrives after mounting', async () => {
    // 23:30 UTC on 31 March is already 1 April in Madrid (UTC+2)
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 2, 31, 23, 30));
    renderReport();
    await screen.findByText('March 2026');
    act(() => {
      setSiteTimeZone('Europe/Madrid');
    });
    expect(await screen.findByText('April 2026')).toBeTruthy();
    await waitFor(() => expect(getMonth).toHaveBeenLastCalledWith(expect.objectContaining({ month: 4, year: 2026 })));
  });

  it('keeps a month the user chose when the zone arrives', async () => {
    renderReport();
    await screen.findByText('March 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByText('February 2026');
    act(() => {
      setSiteTimeZone('Europe/Madrid');
    });
    expect(screen.getByText('February 2026')).toBeTruthy();
  });
});
