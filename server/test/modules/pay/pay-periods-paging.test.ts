import type { FastifyInstance } from 'fastify';
import { appForAllTests, insertUser } from '../../helpers/app';
import { sessionFor } from '../../helpers/session';

jest.setTimeout(60_000);

describe('GET /v1/pay/periods pages like every list', () => {
  let app: FastifyInstance;
  appForAllTests((built) => (app = built));

  it('one page at a time, newest month first, with the total; no cap', async () => {
    const admin = await sessionFor(app, await insertUser(app.db, { profile: 'admin' }));
    const teacher = await insertUser(app.db, { profile: 'teacher' });
    const months = Array.from({ length: 130 }, (_, n) => ({ year: 2015 + Math.floor(n / 12), month: (n % 12) + 1 }));
    await app.db
      .insertInto('pay_periods')
      .values(months.map(({ year, month }) => ({
        teacher_id: teacher.id, year, month, closed_at: Date.UTC(year, month, 1), closed_by: null,
        lessons: 0, hours: 0, amount: 0, adjustments_hours: 0, adjustments_amount: 0, currency: 'EUR',
      })))
      .execute();
    const get = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/v1/pay/periods?teacherId=${teacher.id}${query}`, headers: { cookie: admin } });
      expect(res.statusCode).toBe(200);
      return res.json() as { periods: Array<{ year: number; month: number }>; total: number };
    };
    const first = await get('');
    expect(first.total).toBe(130);
    expect(first.periods).toHaveLength(100);
    expect(first.periods[0]).toMatchObject({ year: 2025, month: 10 });
    const second = await get('&pageIndex=1');
    expect(second.periods).toHaveLength(30);
    expect(second.periods[29]).toMatchObject({ year: 2015, month: 1 });
    const small = await get('&pageIndex=2&pageSize=10');
    expect(small.periods.map((p) => `${p.year}-${p.month}`)).toEqual(months.slice().reverse().slice(20, 30).map((m) => `${m.year}-${m.month}`));
    expect((await app.inject({ method: 'GET', url: '/v1/pay/periods?pageSize=101', headers: { cookie: admin } })).statusCode).toBe(400);
  });
});
