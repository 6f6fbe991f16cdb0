import type { Activity, User } from '../../../src/db/schema';
import { insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';
import { tokyo, useTokyoSchool } from '../../helpers/tokyo-school';

// the first call of a route compiles its schemas: seconds on a busy two-core machine
jest.setTimeout(30_000);

/**
 * docs/product-rules.md#r-paid-2 "Paid status: -1 unknown (no checkbox), 0 unpaid, 1 paid, 2 paid with additional
 * hours (shown as partially paid). A checkbox marks a teacher-month (teacherId, month,
 * year) or a single activity (activityId) as paid." — each transition through the API.
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

  it('-1 → 0 → 1: a month with no completed lesson has nothing to pay; marking pays every completed lesson', async () => {
    expect(await reportState()).toBe(-1);
    const refused = await markMonth({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This teacher has no completed lessons in that month');

    const a = await lesson(school.ana, tokyo(2026, 1, 5, 10));
    const b = await lesson(school.ana, tokyo(2026, 1, 31, 23, 30), { lesson_length: 2 });
    const planned = await lesson(school.ana, tokyo(2026, 1, 20, 10), { is_completed: 0 });
    const february = await lesson(school.ana, tokyo(2026, 2, 1, 0));
    const bens = await lesson(school.ben, tokyo(2026, 1, 5, 10));
    expect(await reportState()).toBe(0);

    const res = await markMonth({});
    expect(res.statusCode).toBe(200);
    expect(res.json().month).toEqual({ teacherId: school.ana.id, month: 1, year: 2026, hours: 3, lessons: 2, paidLessons: 2, paid: 1 });
    // the 23:30 lesson on the last day is January in Tokyo; February, planned and Ben's stay unpaid
    expect(await paidFlags([a.id, b.id, planned.id, february.id, bens.id])).toEqual([1, 1, 0, 0, 0]);
    expect(await reportState()).toBe(1);
    expect(await reportState(school.ben)).toBe(0);

    const record = await school.app.db.selectFrom('teacher_payments').selectAll().where('teacher_id', '=', school.ana.id).execute();
    expect(record).toEqual([expect.objectContaining({ year: 2026, month: 1, status: 1, marked_by: school.admin.id })]);
    const events = await school.app.db.selectFrom('payment_events').selectAll().execute();
    expect(events).toEqual([expect.objectContaining({ teacher_id: school.ana.id, activity_id: null, year: 2026, month: 1, action: 'mark', actor_id: school.admin.id })]);
  });

  it('1 → 2 → 1: a lesson completed after the month was paid is additional hours; marking again pays them', async () => {
    await lesson(school.ana, tokyo(2026, 1, 5, 10));
    await markMonth({});
    const late = await lesson(school.ana, tokyo(2026, 1, 30, 10), { lesson_length: 1.5 });
    expect(await reportState()).toBe(2);
    const again = await markMonth({});
    expect(again.json().month).toMatchObject({ hours: 2.5, lessons: 2, paidLessons: 2, paid: 1 });
    expect(await paidFlags([late.id])).toEqual([1]);
  });

  it('1 → 0 and 2 → 0: unmarking the month unpays its lessons and is recorded', async () => {
    const a = await lesson(school.ana, tokyo(2026, 1, 5, 10));
    const b = await lesson(school.ana, tokyo(2026, 1, 6, 10));
    await markMonth({});
    expect((await markMonth({ paid: false })).json().month.paid).toBe(0);
    expect(await paidFlags([a.id, b.id])).toEqual([0, 0]);
    const paidAt = await school.app.db.selectFrom('activities').select('paid_at').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(paidAt.paid_at).toBeNull();

    await markOne(a.id);
    expect(await reportState()).toBe(2);
    expect((await markMonth({ paid: false })).json().month.paid).toBe(0);
    const actions = await school.app.db.selectFrom('payment_events').select(['action', 'activity_id']).orderBy('id').execute();
    expect(actions).toEqual([
      { action: 'mark', activity_id: null },
      { action: 'unmark', activity_id: null },
      { action: 'mark', activity_id: a.id },
      { action: 'unmark', activity_id: null },
    ]);
    const record = await school.app.db.selectFrom('teacher_payments').select('status').where('teacher_id', '=', school.ana.id).executeTakeFirstOrThrow();
    expect(record.status).toBe(0);
  });

  it('single lessons: 1 → 2 (one of several unmarked), 2 → 0 (last paid unmarked), 0 → 1 (only one marked)', async () => {
    const a = await lesson(school.ana, tokyo(2026, 1, 5, 10));
    const b = await lesson(school.ana, tokyo(2026, 1, 6, 10));
    await markMonth({});

    const unmarkA = await markOne(a.id, false);
    expect(unmarkA.statusCode).toBe(200);
    expect(unmarkA.json()).toEqual({
      activity: { id: a.id, paid: false, paidAt: null },
      month: { teacherId: school.ana.id, month: 1, year: 2026, hours: 2, lessons: 2, paidLessons: 1, paid: 2 },
    });
    expect((await markOne(b.id, false)).json().month.paid).toBe(0);
    expect((await markOne(a.id)).json().month.paid).toBe(2);
    const last = await markOne(b.id, true);
    expect(last.json().activity).toEqual({ id: b.id, paid: true, paidAt: expect.any(String) });
    expect(last.json().month.paid).toBe(1);
    expect(await reportState()).toBe(1);
    const singles = await school.app.db.selectFrom('payment_events').select('action').where('activity_id', 'is not', null).execute();
    expect(singles.map((e) => e.action)).toEqual(['unmark', 'unmark', 'mark', 'mark']);
  });

  it('puts a single lesson at 23:30 local on the last day of the month in that month', async () => {
    const late = await lesson(school.ana, tokyo(2026, 1, 31, 23, 30));
    await lesson(school.ana, tokyo(2026, 2, 1, 0, 0));
    const res = await markOne(late.id);
    expect(res.json().month).toMatchObject({ month: 1, year: 2026, lessons: 1, paid: 1 });
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
    expect(await school.app.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);
  });
});
