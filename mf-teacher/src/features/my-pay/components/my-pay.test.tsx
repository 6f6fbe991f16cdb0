import { render, screen } from '@testing-library/react';
import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { authState$, initialAuthState, type SessionUser } from '@studydesk/shared/session';
import { MyPay } from './my-pay';

jest.mock('@studydesk/shared/api-client', () => ({ ...jest.requireActual('@studydesk/shared/api-client'), call: jest.fn() }));
const mockedCall = jest.mocked(call);

const period = {
  id: 5, teacher: { id: 7, firstName: 'Ana', lastName: 'Lopez', title: '' }, year: 2026, month: 1, closedAt: '2026-02-01T10:00:00.000Z',
  lessons: 2, hours: 2, amount: 5100, adjustmentsHours: 0, adjustmentsAmount: -100, total: 5000, currency: 'EUR',
};

let adjustments: unknown[] = [];

describe('a teacher sees their own pay on their profile (docs/product-rules.md#r-pay-6)', () => {
  beforeEach(() => {
    adjustments = [];
    authState$.next({ ...initialAuthState, isLoggedIn: true, profile: { id: 7, profile: 'teacher' } as SessionUser });
    mockedCall.mockImplementation((async (endpoint: unknown) => {
      if (endpoint === endpoints.pay.open) {
        return { data: { teacherId: 7, currency: 'EUR', lessons: 3, hours: 3.5, amount: 8750, noRateLessons: 0, adjustments, lateLessons: [] } };
      }
      if (endpoint === endpoints.pay.rates) {
        return { data: { currency: 'EUR', rates: [{ id: 1, teacherId: 7, kind: null, amountPerHour: 2500, effectiveFrom: '2026-01-01' }] } };
      }
      return { data: { periods: [period] } };
    }) as unknown as typeof call);
  });

  it('shows the open hours and amount, and each closed period with its payslip as PDF and CSV', async () => {
    render(<MyPay />);
    expect(await screen.findByText('Not paid yet: 3.5 h, €87.50')).toBeTruthy();
    expect(await screen.findByText('January 2026 · €50.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payslip (PDF)' }).getAttribute('href')).toBe('/v1/pay/payslips/5/pdf');
    expect(screen.getByRole('link', { name: 'Payslip (CSV)' }).getAttribute('href')).toBe('/v1/pay/payslips/5/csv');
    expect(mockedCall).toHaveBeenCalledWith(endpoints.pay.open, expect.objectContaining({ params: { teacherId: 7 } }));
  });

  it('lists the adjustments waiting for the next period with their hours and amounts, counted in what is not paid yet', async () => {
    adjustments = [
      { id: 1, teacherId: 7, createdBy: null, createdAt: '2026-02-03T10:00:00.000Z', reason: 'Travel to the school fair', hours: 1.5, amount: 1500, activityId: null, lesson: null, automatic: false, periodId: null },
      { id: 2, teacherId: 7, createdBy: null, createdAt: '2026-02-04T10:00:00.000Z', reason: 'Overpaid in January', hours: 0, amount: -250, activityId: null, lesson: null, automatic: false, periodId: null },
    ];
    render(<MyPay />);
    expect(await screen.findByText('Not paid yet: 5 h, €100.00 · 2 adjustments wait for the next period')).toBeTruthy();
    const waiting = screen.getByRole('list', { name: 'Waiting for the next period' });
    expect(waiting.textContent).toContain('Travel to the school fair');
    expect(waiting.textContent).toContain('1.5 h · €15.00');
    expect(waiting.textContent).toContain('-€2.50');
  });

  it('shows the teacher their own rates, read-only', async () => {
    render(<MyPay />);
    const rates = await screen.findByRole('list', { name: 'Rates' });
    expect(rates.textContent).toContain('€25.00 per hour from 01/01/2026 · All plans');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(mockedCall).toHaveBeenCalledWith(endpoints.pay.rates, expect.objectContaining({ params: { teacherId: 7 } }));
  });
});
