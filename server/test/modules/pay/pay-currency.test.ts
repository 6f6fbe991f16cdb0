import { DEFAULT_PAY_POLICY } from '@studydesk/shared/contracts';
import { insertActivity, insertStudyPlan } from '../../helpers/app';
import { tokyo, useTokyoSchool } from '../../helpers/tokyo-school';

jest.setTimeout(60_000);

/**
 * docs/product-rules.md#r-pay-8: a closed month keeps the currency it was paid in on every
 * view, and a change of currency with rates defined needs an explicit confirmation.
 */
describe('the currency of pay', () => {
  const school = useTokyoSchool();
  const post = (url: string, payload: object, headers = school.who.admin) => school.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers = school.who.admin) => school.app.inject({ method: 'GET', url, headers });
  const savePay = (payload: object) => school.app.inject({ method: 'PUT', url: '/v1/sitesettings/pay-policy', headers: school.who.admin, payload: { policy: DEFAULT_PAY_POLICY, ...payload } });
  const reportRow = async (month: number, headers = school.who.admin) =>
    (await post('/v1/activity/teachingtimemonth', { month, year: 2026 }, headers)).json().data.results.find((r: { id: number }) => r.id === school.ana.id);

  it('refuses a new currency while rates exist unless confirmed, and closed months keep theirs', async () => {
    const plan = await insertStudyPlan(school.app.db, {}, { teacherIds: [school.ana.id] });
    await post('/v1/pay/rates', { teacherId: school.ana.id, amountPerHour: 140000, effectiveFrom: '2026-01-01' });
    for (const [month, day] of [[1, 5], [2, 5]]) {
      const at = tokyo(2026, month, day, 10);
      await insertActivity(school.app.db, { study_plan_id: plan.id, teacher_id: school.ana.id, start_time: at, lesson_length: 1, outcome: 'held', is_completed: 1, completed_at: at });
    }
    const closed = await post('/v1/pay/periods/close', { year: 2026, month: 1, teacherId: school.ana.id });
    expect(closed.statusCode).toBe(200);
    expect((await get('/v1/sitesettings/pay-policy')).json()).toMatchObject({ currency: 'EUR', ratesDefined: true });
    // teachers read the policy, not whether rates exist
    expect((await get('/v1/sitesettings/pay-policy', school.who.ana)).json().ratesDefined).toBeUndefined();

    const refused = await savePay({ currency: 'JPY' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Rates are not converted/);
    expect((await get('/v1/sitesettings/pay-policy')).json().currency).toBe('EUR');

    expect((await savePay({ currency: 'JPY', confirmCurrencyChange: true })).json()).toMatchObject({ currency: 'JPY' });
    // the closed January stays in euros wherever it shows; the open February is priced in the new currency
    for (const who of [school.who.admin, school.who.ana]) {
      expect(await reportRow(1, who)).toMatchObject({ amount: 140000, currency: 'EUR', closed: true });
      expect(await reportRow(2, who)).toMatchObject({ amount: 140000, currency: 'JPY', closed: false });
    }
    expect((await get('/v1/pay/periods')).json().periods).toEqual([expect.objectContaining({ month: 1, currency: 'EUR' })]);
    expect((await get(`/v1/pay/payslips/${closed.json().periods[0].id}`)).json().period.currency).toBe('EUR');
  });

  it('takes a new currency without confirmation when no rate is defined, and the same currency always', async () => {
    expect((await savePay({ currency: 'GBP' })).statusCode).toBe(200);
    await post('/v1/pay/rates', { teacherId: school.ana.id, amountPerHour: 2000, effectiveFrom: '2026-01-01' });
    expect((await savePay({ currency: 'GBP', policy: { ...DEFAULT_PAY_POLICY, noticeHours: 24 } })).statusCode).toBe(200);
    expect((await savePay({ currency: 'USD' })).statusCode).toBe(409);
  });
});
