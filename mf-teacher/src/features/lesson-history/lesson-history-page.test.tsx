import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { call } from '@studydesk/shared/api-client';
import type { LessonHistoryItem, LessonHistoryRequest, LessonHistoryResponse, MarkSinglePaidRequest, MarkSinglePaidResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { setSiteTimeZone } from '@studydesk/shared/time-zone';
import { LessonHistory } from './lesson-history-page';

jest.mock('@studydesk/shared/api-client', () => ({ ...jest.requireActual('@studydesk/shared/api-client'), call: jest.fn() }));

// each endpoint the page calls answers from its own mock, given the body it was sent
const getHistory = jest.fn<Promise<LessonHistoryResponse>, [LessonHistoryRequest]>();
const markPaid = jest.fn<Promise<MarkSinglePaidResponse>, [MarkSinglePaidRequest]>();
jest.mocked(call).mockImplementation((async (endpoint: unknown, input: { body: never }) => {
  if (endpoint === endpoints.teachingTime.lessonHistory) return { data: await getHistory(input.body) };
  if (endpoint === endpoints.teachingTime.markSinglePaid) return { data: await markPaid(input.body) };
  throw new Error(`unexpected call of ${String(endpoint)}`);
}) as unknown as typeof call);

const lesson = (id: number, startTime: string, more: Partial<LessonHistoryItem> = {}): LessonHistoryItem => ({
  id, type: 'activity', studyPlan: { id: 3, title: 'Business English', isGroup: false }, lessonTitle: 'Past tenses',
  description: 'Irregular verbs', startTime, lessonLength: 1, isCompleted: true, outcome: 'held', paid: true,
  students: [{ id: 11, firstName: 'Sofía', lastName: 'Núñez', title: '' }], ...more,
});

function answer(month: number): LessonHistoryResponse {
  return {
    teacher: { id: 7, firstName: 'Ana', lastName: 'Lima', title: '' },
    timeZone: 'America/New_York',
    month: { teacherId: 7, month, year: 2026, hours: 2, lessons: 2, paidLessons: 2, paid: 1 },
    payable: { hours: 3.5, lessons: 4 },
    activities: {
      results: [
        // 23:30 on 31 January in New York
        lesson(1, '2026-02-01T04:30:00.000Z'),
        lesson(2, '2026-01-05T15:00:00.000Z'),
        lesson(3, '2026-01-20T15:00:00.000Z', { isCompleted: false, outcome: null, paid: false }),
        lesson(4, '2026-01-21T15:00:00.000Z', { isCompleted: false, outcome: 'cancelled_late', paid: false }),
        lesson(5, '2026-01-22T15:00:00.000Z', { isCompleted: false, outcome: 'no_show', paid: false }),
        lesson(6, '2026-01-23T15:00:00.000Z', { isCompleted: false, outcome: 'cancelled_school', paid: false }),
        lesson(7, '2026-01-24T15:00:00.000Z', { isCompleted: false, outcome: 'cancelled_notice', paid: false }),
      ],
      total: 7,
    },
  };
}

describe('LessonHistory', () => {
  afterAll(() => setSiteTimeZone('UTC'));
  beforeEach(() => {
    // the site zone, as the shell loads it on sign-in
    setSiteTimeZone('America/New_York');
    getHistory.mockImplementation(async ({ month }) => answer(month));
    window.history.replaceState(null, '', '/admin/lesson-history/7/2026-01-15');
  });

  it("shows the month's lessons in the site zone with plan, students, description, start and length", async () => {
    render(<LessonHistory teacherId="7" date="2026-01-15" canMarkPaid />);
    expect(await screen.findByText('Ana Lima')).toBeTruthy();
    expect(getHistory).toHaveBeenCalledWith({ teacherId: 7, month: 1, year: 2026 });
    expect(screen.getByText('January 2026')).toBeTruthy();
    expect(screen.getByText('31/01/2026')).toBeTruthy();
    expect(screen.getByText('23:30')).toBeTruthy();
    expect(screen.getAllByText('Sofía Núñez')).toHaveLength(7);
  });

  it('shows each lesson\'s outcome, "Planned" only for the one without, and the month as pay counts it', async () => {
    render(<LessonHistory teacherId="7" date="2026-01-15" />);
    await screen.findByText('Ana Lima');
    expect(screen.getAllByText('Held')).toHaveLength(2);
    for (const label of ['Planned', 'Cancelled late', 'No-show', 'Cancelled by the school', 'Cancelled by the student with notice']) {
      expect(screen.getAllByText(label)).toHaveLength(1);
    }
    const summary = screen.getByRole('region', { name: 'Month summary' });
    expect(summary.textContent).toContain('Payable hours3.5');
    expect(summary.textContent).toContain('Payable lessons4');
  });

  it("keeps a paid lesson's box ticked and out of reach: closed periods are not undone (docs/product-rules.md#r-pay-4)", async () => {
    render(<LessonHistory teacherId="7" date="2026-01-15" canMarkPaid />);
    const box = (await screen.findByRole('checkbox', { name: 'Paid: Business English 05/01/2026 10:00' })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    fireEvent.click(box);
    expect(markPaid).not.toHaveBeenCalled();
  });

  it('lets an admin mark an unpaid completed lesson paid: the server pays it through a period', async () => {
    getHistory.mockImplementation(async ({ month }) => {
      const data = answer(month);
      data.month = { ...data.month, paidLessons: 1, paid: 2 };
      data.activities.results[1] = { ...data.activities.results[1], paid: false };
      return data;
    });
    markPaid.mockResolvedValue({
      activity: { id: 2, paid: true, paidAt: '2026-02-02T10:00:00.000Z' },
      month: { teacherId: 7, month: 1, year: 2026, hours: 2, lessons: 2, paidLessons: 2, paid: 1 },
    });
    render(<LessonHistory teacherId="7" date="2026-01-15" canMarkPaid />);
    const box = (await screen.findByRole('checkbox', { name: 'Paid: Business English 05/01/2026 10:00' })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Paid: Business English 05/01/2026 10:00' }) as HTMLInputElement).checked).toBe(true));
    expect(markPaid).toHaveBeenCalledWith({ activityId: 2, paid: true });
  });

  it('shows a teacher the paid state read-only', async () => {
    render(<LessonHistory teacherId="7" date="2026-01-15" />);
    await screen.findByText('Ana Lima');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(1);
  });

  it('moves to the previous month by changing the URL date', async () => {
    render(<LessonHistory teacherId="7" date="2026-01-15" canMarkPaid />);
    await screen.findByText('Ana Lima');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(window.location.pathname).toBe('/admin/lesson-history/7/2025-12-01');
    await waitFor(() => expect(getHistory).toHaveBeenLastCalledWith({ teacherId: 7, month: 12, year: 2025 }));
    expect(await screen.findByText('December 2025')).toBeTruthy();
  });

  it("shows the server's message when the history may not be seen", async () => {
    getHistory.mockRejectedValue(new Error('You can only see your own teaching time'));
    render(<LessonHistory teacherId="8" date="2026-01-15" />);
    expect(await screen.findByText('You can only see your own teaching time')).toBeTruthy();
  });

  it('says so for an address that is not a teacher and a date', () => {
    render(<LessonHistory teacherId="abc" date="2026-01-15" />);
    expect(screen.getByText('This page does not exist')).toBeTruthy();
    expect(getHistory).not.toHaveBeenCalled();
  });
});
