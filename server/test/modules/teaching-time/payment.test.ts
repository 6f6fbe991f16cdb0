import type { Activity, User } from '../../../src/db/schema';
import { insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';
import { tokyo, useTokyoSchool } from '../../helpers/tokyo-school';

// the first call of a route compiles its schemas: seconds on a busy two-core machine
jest.setTimeout(30_000);

/**
 * Marking a teacher-month or one activity paid (docs/product-rules.md#r-paid-2), through
 * pay periods, the one record of payment (docs/product-rules.md#r-pay-4): each transition
 * through the API.
 */
describe('teacher payment', () => {
  const school = useTokyoSchool();
  let planId: number;

  beforeEach(async () => {
    school.who.student = await cookieOf(school.app, await insertUser(school.app.db, { profile: 'student' }));
    planId = (await insertStudyPlan(school.app.db, {}, { teacherIds: [school.ana.id, school.ben.id] })).id;
  });

  const lesson = (teacher: User, at: number, more: object = {}) =>
    insertActivity(school.app.db, { study_plan_id: planId, teacher_id: teacher.id, start_time: at, lesson_length: 1, is_completed: 1, ...more });
  const markMonth = (payload: object, headers = school.who.admin) =>
    school.app.inject({ method: 'POST', url: '/v1/teacherpayment/markpaid', headers, payload: { teacherId: school.ana.id, month: 1, year: 2026, ...payload } });
  const markOne = (activityId: number, paid?: boolean, headers = school.who.admin) =>
    school.app.inject({ method: 'POST', url: '/v1/teacherpayment/marksinglepaid', headers, payload: paid === undefined ? { activityId } : { activityId, paid } });
  const reportState = async (teacher = school.ana) => {
    const res = await school.app.inject({ method: 'POST', url: '/v1/activity/teachingtimemonth', headers: school.who.admin, payload: { month: 1, year: 2026 } });
    return res.json().data.results.find((r: { id: number }) => r.id === teacher.id).paid;
  };
  const paidFlags = async (ids: number[]) =>
    (await school.app.db.selectFrom('activities').select(['id', 'paid']).where('id', 'in', ids).orderBy('id').execute()).map((r) => r.paid);

  const held = (teacher: User, at: number, more: object = {}) => lesson(teacher, at, { outcome: 'held', completed_at: at, ...more });
  const periodsOf = (teacher = school.ana) =>
    school.app.db.selectFrom('pay_periods').select(['id', 'year', 'month']).where('teacher_id', '=', teacher.id).orderBy('id').execute();

  it('marking a teacher-month paid closes its pay period (payslip job included): one record of payment', async () => {
    expect(await reportState()).toBe(-1);
    const refused = await markMonth({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This teacher has nothing to pay for that month');

    const a = await held(school.ana, tokyo(2026, 1, 5, 10));
    const b = await held(school.ana, tokyo(2026, 1, 31, 23, 30), { lesson_length: 2 });
    const planned = await lesson(school.ana, tokyo(2026, 1, 20, 10), { is_completed: 0 });
    const february = await held(school.ana, tokyo(2026, 2, 1, 0));
    const bens = await held(school.ben, tokyo(2026, 1, 5, 10));
    expect(await reportState()).toBe(0);

    const res = await markMonth({});
    expect(res.statusCode).toBe(200);
    expect(res.json().month).toEqual({ teacherId: school.ana.id, month: 1, year: 2026, hours: 3, lessons: 2, paidLessons: 2, paid: 1 });
    // the 23:30 lesson on the last day is January in Tokyo; February, planned and Ben's stay unpaid
    expect(await paidFlags([a.id, b.id, planned.id, february.id, bens.id])).toEqual([1, 1, 0, 0, 0]);
    expect(await reportState()).toBe(1);
    expect(await reportState(school.ben)).toBe(0);
    // the period holds them, its payslip mail is queued, and nothing of January is still open
    const [period] = await periodsOf();
    expect(period).toMatchObject({ year: 2026, month: 1 });
    const inPeriod = await school.app.db.selectFrom('pay_period_lessons').select('activity_id').where('period_id', '=', period.id).orderBy('activity_id').execute();
    expect(inPeriod.map((r) => r.activity_id)).toEqual([a.id, b.id]);
    const jobs = await school.app.db.selectFrom('jobs').select('payload').where('name', '=', 'payslip-mail').execute();
    expect(jobs.map((j) => JSON.parse(j.payload).periodId)).toEqual([period.id]);
    const open = (await school.app.inject({ method: 'GET', url: `/v1/pay/open/${school.ana.id}`, headers: school.who.admin })).json();
    expect(open.lessons).toBe(1); // February only

    // marking again is closing again: 409, and the later close of February pays January nothing twice
    expect((await markMonth({})).json().message).toBe('This month is already closed for this teacher: record a change as an adjustment');
    const feb = await school.app.inject({ method: 'POST', url: '/v1/pay/periods/close', headers: school.who.admin, payload: { year: 2026, month: 2, teacherId: school.ana.id } });
    expect(feb.json().periods[0]).toMatchObject({ lessons: 1, adjustmentsHours: 0 });
  });

  it('1 → 2 → 1: a lesson completed after the month closed is additional hours, paid by the next period as a late lesson', async () => {
    await held(school.ana, tokyo(2026, 1, 5, 10));
    await markMonth({});
    const late = await held(school.ana, tokyo(2026, 1, 30, 10), { lesson_length: 1.5 });
    expect(await reportState()).toBe(2);
    expect((await markMonth({})).statusCode).toBe(409);
    expect(await paidFlags([late.id])).toEqual([0]);
    const february = await markMonth({ month: 2 });
    expect(february.statusCode).toBe(200);
    expect(await paidFlags([late.id])).toEqual([1]);
    expect(await reportState()).toBe(1);
    // the late lesson is now paid by February's period: it cannot be unmarked either
    const unmark = await markOne(late.id, false);
    expect(unmark.statusCode).toBe(409);
    expect(unmark.json().message).toBe('This lesson belongs to a closed pay period: record a change as an adjustment');
  });

  it('unmarking: refused with the reason once the month is closed; an open month has nothing paid, so nothing changes', async () => {
    const a = await held(school.ana, tokyo(2026, 1, 5, 10));
    const open = await markMonth({ paid: false });
    expect(open.statusCode).toBe(200);
    expect(open.json().month).toMatchObject({ paidLessons: 0, paid: 0 });
    await markMonth({});
    const refused = await markMonth({ paid: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This month is closed: its lessons stay paid. Record a change as an adjustment');
    expect(await paidFlags([a.id])).toEqual([1]);
    expect(await periodsOf()).toHaveLength(1);
  });

  it('single lessons are paid only by their period: marking one outside a period is refused with the way to pay it', async () => {
    const a = await held(school.ana, tokyo(2026, 1, 5, 10));
    const b = await held(school.ana, tokyo(2026, 1, 6, 10));
    const refused = await markOne(a.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A lesson is paid by closing its month for its teacher (Pay periods): one lesson cannot be paid on its own');
    expect(await paidFlags([a.id, b.id])).toEqual([0, 0]);
    expect(await periodsOf()).toEqual([]);
    // unmarking a lesson no period pays changes nothing
    expect((await markOne(a.id, false)).json()).toEqual({
      activity: { id: a.id, paid: false, paidAt: null },
      month: { teacherId: school.ana.id, month: 1, year: 2026, hours: 2, lessons: 2, paidLessons: 0, paid: 0 },
    });

    await markMonth({});
    const again = await markOne(b.id, true);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      activity: { id: b.id, paid: true, paidAt: expect.any(String) },
      month: { teacherId: school.ana.id, month: 1, year: 2026, hours: 2, lessons: 2, paidLessons: 2, paid: 1 },
    });
    expect((await markOne(a.id, false)).statusCode).toBe(409);
    expect(await reportState()).toBe(1);
  });

  it('a month still running cannot be marked paid', async () => {
    const now = new Date();
    await held(school.ana, Date.now() - 60_000);
    const res = await markMonth({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A month can be closed only once it is over');
  });

  it('refuses to pay what is not a completed lesson, and unknown ids', async () => {
    const planned = await lesson(school.ana, tokyo(2026, 1, 5, 10), { is_completed: 0 });
    const milestone = await lesson(school.ana, tokyo(2026, 1, 6, 10), { type: 'milestone', lesson_length: 0 });
    for (const activity of [planned, milestone] as Activity[]) {
      const res = await markOne(activity.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only completed lessons with teaching time can be paid');
    }
    expect((await markOne(999999)).statusCode).toBe(404);
    expect((await markMonth({ teacherId: 999999 })).statusCode).toBe(404);
    expect((await markMonth({ teacherId: school.admin.id })).statusCode).toBe(404);
    expect(await paidFlags([planned.id, milestone.id])).toEqual([0, 0]);
  });

  it('is for admins only, and validates the body', async () => {
    const a = await lesson(school.ana, tokyo(2026, 1, 5, 10));
    for (const headers of [school.who.ana, school.who.student]) {
      expect((await markMonth({}, headers)).statusCode).toBe(403);
      expect((await markOne(a.id, true, headers)).statusCode).toBe(403);
    }
    expect((await school.app.inject({ method: 'POST', url: '/v1/teacherpayment/markpaid', payload: {} })).statusCode).toBe(401);
    for (const payload of [{ month: 13 }, { teacherId: 'x' }, { extra: true }]) {
      const res = await markMonth(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await paidFlags([a.id])).toEqual([0]);
    expect(await school.app.db.selectFrom('pay_periods').selectAll().execute()).toEqual([]);
  });
});
