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

describe('a teacher sees their own pay on their profile (docs/product-rules.md#r-pay-6)', () => {
  beforeEach(() => {
    authState$.next({ ...initialAuthState, isLoggedIn: true, profile: { id: 7, profile: 'teacher' } as SessionUser });
    mockedCall.mockImplementation((async (endpoint: unknown) => {
      if (endpoint === endpoints.pay.open) {
        return { data: { teacherId: 7, currency: 'EUR', lessons: 3, hours: 3.5, amount: 8750, noRateLessons: 0, adjustments: [], lateLessons: [] } };
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
});
