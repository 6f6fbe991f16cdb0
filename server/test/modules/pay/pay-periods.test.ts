import { simpleParser } from 'mailparser';
import fs from 'node:fs';
import type { LessonOutcome } from '@studydesk/shared/contracts';
import { monthSpan, rateBoundaries } from '../../../src/modules/pay/rules';
import { insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { outboxFiles, runJobs } from '../../helpers/outbox';
import { pdfText } from '../../helpers/pdf-text';
import { TOKYO as ZONE, tokyo, useTokyoSchool } from '../../helpers/tokyo-school';

jest.setTimeout(60_000);

/**
 * docs/product-rules.md#r-pay-3 … docs/product-rules.md#r-pay-5 through the API: rates, the
 * report's amounts, closing a month, adjustment lines, payslips.
 */
describe('teacher pay', () => {
  const school = useTokyoSchool({ last_name: 'Lopez', language: 'es' });
  let individual: number;
  let group: number;

  beforeEach(async () => {
    individual = (await insertStudyPlan(school.app.db, {}, { teacherIds: [school.ana.id] })).id;
    group = (await insertStudyPlan(school.app.db, { is_group: 1 }, { teacherIds: [school.ana.id] })).id;
  });

  const lesson = (at: number, outcome: LessonOutcome | null, more: object = {}) =>
    insertActivity(school.app.db, {
      study_plan_id: individual, teacher_id: school.ana.id, start_time: at, lesson_length: 1, outcome,
      is_completed: outcome === 'held' ? 1 : 0, completed_at: outcome === 'held' ? at : null, ...more,
    });
  const post = (url: string, payload: object, headers = school.who.admin) => school.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers = school.who.admin) => school.app.inject({ method: 'GET', url, headers });
  const rate = (payload: object) => post('/v1/pay/rates', { teacherId: school.ana.id, ...payload });
  const report = async (month = 1) => {
    const res = await post('/v1/activity/teachingtimemonth', { month, year: 2026 });
    return { row: res.json().data.results.find((r: { id: number }) => r.id === school.ana.id) };
  };

  it('prices each lesson at the rate in force on its day for its kind, times the outcome share, rounded once per lesson', async () => {
    expect((await rate({ amountPerHour: 3333, effectiveFrom: '2026-01-01' })).statusCode).toBe(201);
    // a group rate from the 15th; a kind-less rate on the same day as a kind's loses to it
    await rate({ kind: 'group', amountPerHour: 5000, effectiveFrom: '2026-01-15' });
    await rate({ amountPerHour: 1, effectiveFrom: '2026-01-15' });
    await lesson(tokyo(2026, 1, 5, 10), 'held', { lesson_length: 1.5 }); // 1.5 × 3333 = 4999.5 → 5000
    await lesson(tokyo(2026, 1, 6, 10), 'cancelled_late'); // 50 % of 3333 = 1666.5 → 1667
    await lesson(tokyo(2026, 1, 7, 10), 'cancelled_notice'); // 0 %
    await lesson(tokyo(2026, 1, 14, 23, 30), 'held', { study_plan_id: group }); // before the group rate: 3333
    await lesson(tokyo(2026, 1, 15, 0, 0), 'held', { study_plan_id: group }); // group rate: 5000
    await lesson(tokyo(2026, 1, 20, 10), 'held'); // individual from the 15th: the kind-less 1
    await lesson(tokyo(2026, 1, 21, 10), null); // planned: no pay yet
    const { row } = await report();
    expect(row).toMatchObject({ currency: 'EUR', amount: 5000 + 1667 + 3333 + 5000 + 1, noRateLessons: 0, hours: 4.5 });

    const { json: open } = await get(`/v1/pay/open/${school.ana.id}`, school.who.ana).then((r) => ({ json: r.json() }));
    expect(open).toMatchObject({ currency: 'EUR', amount: 15001, lessons: 6, noRateLessons: 0, adjustments: [], lateLessons: [] });
  });

  it('a lesson without a rate in force has hours but amount 0 and is counted as "no rate"', async () => {
    await lesson(tokyo(2026, 1, 9, 10), 'held');
    await lesson(tokyo(2026, 1, 10, 10), 'held');
    expect((await report()).row).toMatchObject({ amount: 0, noRateLessons: 2, hours: 2 });
    await rate({ amountPerHour: 2000, effectiveFrom: '2026-01-10' });
    expect((await report()).row).toMatchObject({ amount: 2000, noRateLessons: 1, hours: 2 });
  });

  it('closing pays each lesson once, protects it, and a lesson completed later in the closed month is paid as an adjustment in the next', async () => {
    await rate({ amountPerHour: 2000, effectiveFrom: '2026-01-01' });
    const january = await lesson(tokyo(2026, 1, 31, 23, 30), 'held');
    await lesson(tokyo(2026, 1, 12, 10), 'cancelled_late');
    const planned = await lesson(tokyo(2026, 1, 20, 10), null);
    const closed = await post('/v1/pay/periods/close', { year: 2026, month: 1, teacherId: school.ana.id });
    expect(closed.statusCode).toBe(200);
    const [period] = closed.json().periods;
    expect(period).toMatchObject({ year: 2026, month: 1, lessons: 2, hours: 2, amount: 3000, adjustmentsAmount: 0, total: 3000, currency: 'EUR' });

    // closed means closed: again 409, unmarking 409, the paid lesson cannot move
    expect((await post('/v1/pay/periods/close', { year: 2026, month: 1, teacherId: school.ana.id })).json().message)
      .toBe('This month is already closed for this teacher: record a change as an adjustment');
    expect((await post('/v1/teacherpayment/markpaid', { teacherId: school.ana.id, year: 2026, month: 1, paid: false })).statusCode).toBe(409);
    const unmark = await post('/v1/teacherpayment/marksinglepaid', { activityId: january.id, paid: false });
    expect(unmark.statusCode).toBe(409);
    expect(unmark.json().message).toBe('This lesson belongs to a closed pay period: record a change as an adjustment');
    const move = await school.app.inject({ method: 'DELETE', url: `/v1/activity/delete/${january.id}`, headers: school.who.admin });
    expect([404, 409]).toContain(move.statusCode);

    // the planned January lesson is held after all: it waits as a late lesson, then February pays it
    await school.app.db.updateTable('activities').set({ outcome: 'held', is_completed: 1, completed_at: tokyo(2026, 2, 2, 10) }).where('id', '=', planned.id).execute();
    await lesson(tokyo(2026, 2, 3, 10), 'held');
    const open = (await get(`/v1/pay/open/${school.ana.id}`)).json();
    expect(open.lateLessons).toEqual([expect.objectContaining({ activityId: planned.id, amount: 2000 })]);
    const manual = await post('/v1/pay/adjustments', { teacherId: school.ana.id, amount: -500, hours: 0, reason: 'Travel advance returned' });
    expect(manual.statusCode).toBe(201);

    const february = (await post('/v1/pay/periods/close', { year: 2026, month: 2 })).json().periods;
    expect(february).toEqual([expect.objectContaining({ month: 2, lessons: 1, amount: 2000, adjustmentsHours: 1, adjustmentsAmount: 1500, total: 3500 })]);
    const slip = (await get(`/v1/pay/payslips/${february[0].id}`, school.who.ana)).json();
    expect(slip.adjustments).toEqual([
      expect.objectContaining({ automatic: false, reason: 'Travel advance returned', amount: -500 }),
      expect.objectContaining({ automatic: true, activityId: planned.id, amount: 2000 }),
    ]);
    // nothing twice: nothing open any more, and every lesson is on exactly one line
    expect((await get(`/v1/pay/open/${school.ana.id}`)).json()).toMatchObject({ amount: 0, lessons: 0, adjustments: [], lateLessons: [] });
    const paid = await school.app.db.selectFrom('activities').select(['id', 'paid']).where('teacher_id', '=', school.ana.id).orderBy('id').execute();
    expect(paid.every((row) => row.paid === 1)).toBe(true);
  });

  it('the report prices a closed month at what its period paid: a rate changed afterwards moves only open months', async () => {
    await rate({ amountPerHour: 2000, effectiveFrom: '2026-01-01' });
    await lesson(tokyo(2026, 1, 10, 10), 'held');
    await lesson(tokyo(2026, 1, 11, 10), 'cancelled_late');
    const late = await lesson(tokyo(2026, 1, 12, 10), null);
    await lesson(tokyo(2026, 2, 10, 10), 'held');
    expect((await report(1)).row.amount).toBe(3000);
    const [period] = (await post('/v1/pay/periods/close', { year: 2026, month: 1, teacherId: school.ana.id })).json().periods;
    expect(period.total).toBe(3000);
    // the late lesson of the closed month is paid by February's period at the rate of then
    await school.app.db.updateTable('activities').set({ outcome: 'held', is_completed: 1, completed_at: tokyo(2026, 2, 1, 10) }).where('id', '=', late.id).execute();
    await post('/v1/pay/periods/close', { year: 2026, month: 2, teacherId: school.ana.id });
    expect((await report(1)).row).toMatchObject({ amount: 5000, noRateLessons: 0 });

    // a second rate of the same day is refused; replaced (removed, then added): January and February were paid, March is still open
    const twice = await rate({ amountPerHour: 9000, effectiveFrom: '2026-01-01' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This teacher already has a rate for that kind from that day: remove it first to change it');
    for (const { id } of (await get(`/v1/pay/rates/${school.ana.id}`)).json().rates) await school.app.inject({ method: 'DELETE', url: `/v1/pay/rates/${id}`, headers: school.who.admin });
    expect((await rate({ amountPerHour: 9000, effectiveFrom: '2026-01-01' })).statusCode).toBe(201);
    await lesson(tokyo(2026, 3, 2, 10), 'held');
    expect((await report(1)).row).toMatchObject({ amount: 5000, hours: 2, noRateLessons: 0 });
    expect((await report(2)).row.amount).toBe(2000);
    expect((await report(3)).row.amount).toBe(9000);
    // removing every rate leaves paid months as paid, and the open one without a rate
    const { rates } = (await get(`/v1/pay/rates/${school.ana.id}`)).json();
    for (const { id } of rates) await school.app.inject({ method: 'DELETE', url: `/v1/pay/rates/${id}`, headers: school.who.admin });
    expect((await report(1)).row).toMatchObject({ amount: 5000, noRateLessons: 0 });
    expect((await report(3)).row).toMatchObject({ amount: 0, noRateLessons: 1 });
  });

  it('payslips: teachers only their own, as PDF with extractable text and CSV (BOM, DD/MM/YYYY), in their language, mailed on closing', async () => {
    await rate({ amountPerHour: 2550, effectiveFrom: '2026-01-01' });
    await lesson(tokyo(2026, 1, 5, 10), 'held');
    await lesson(tokyo(2026, 1, 6, 10), 'no_show');
    const [period] = (await post('/v1/pay/periods/close', { year: 2026, month: 1 })).json().periods;
    expect(period.total).toBe(5100);
    expect((await get(`/v1/pay/payslips/${period.id}`, school.who.ben)).statusCode).toBe(403);
    expect((await get('/v1/pay/periods', school.who.ben)).json().periods).toEqual([]);
    expect((await get('/v1/pay/periods', school.who.ana)).json().periods).toEqual([expect.objectContaining({ id: period.id })]);

    const pdf = await get(`/v1/pay/payslips/${period.id}/pdf`, school.who.ana);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    // Ana reads Spanish; English keys stand where the dictionary has no Spanish text yet
    expect(text).toContain('Lopez');
    expect(text).toContain('05/01/2026');
    expect(text).toMatch(/51,00\s€/);

    const csv = await get(`/v1/pay/payslips/${period.id}/csv`, school.who.ana);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain('"06/01/2026"');
    expect(csv.body).toContain('"51.00"');

    // the payslip is rendered and mailed by the job queue (its runner is woken once the close
    // commits), once
    await runJobs(school.app);
    const mails = outboxFiles(school.app);
    expect(mails).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(mails[0]));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(school.ana.email);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['payslip-202601-Lopez.pdf', 'payslip-202601-Lopez.csv']);
  });

  it('validates: rates for teachers only, adjustments need a reason and the teacher\'s own lesson', async () => {
    const student = await insertUser(school.app.db, { profile: 'student' });
    expect((await rate({ teacherId: student.id, amountPerHour: 1, effectiveFrom: '2026-01-01' })).statusCode).toBe(404);
    expect((await rate({ amountPerHour: -1, effectiveFrom: '2026-01-01' })).statusCode).toBe(400);
    expect((await rate({ amountPerHour: 1, effectiveFrom: '2026-13-01' })).statusCode).toBe(400);
    // calendar days only, through the one shared check: no 30 February, 29 February only in leap years
    for (const effectiveFrom of ['2027-02-30', '2027-02-29', '2026-04-31', '2100-02-29']) {
      const res = await rate({ amountPerHour: 1, effectiveFrom });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('effectiveFrom');
    }
    expect((await rate({ amountPerHour: 1, effectiveFrom: '2028-02-29' })).statusCode).toBe(201);
    // one rate per teacher, kind and day: the second is a 409 with a message, for both kinds (null) and for one kind
    expect((await rate({ amountPerHour: 2, effectiveFrom: '2028-02-29' })).statusCode).toBe(409);
    expect((await rate({ kind: 'group', amountPerHour: 2, effectiveFrom: '2028-02-29' })).statusCode).toBe(201);
    const again = await rate({ kind: 'group', amountPerHour: 3, effectiveFrom: '2028-02-29' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This teacher already has a rate for that kind from that day: remove it first to change it');
    expect((await post('/v1/pay/adjustments', { teacherId: school.ana.id, amount: 1, reason: '   ' })).statusCode).toBe(400);
    const other = await insertActivity(school.app.db, { study_plan_id: individual, teacher_id: null });
    expect((await post('/v1/pay/adjustments', { teacherId: school.ana.id, amount: 1, reason: 'x', activityId: other.id })).statusCode).toBe(400);
    expect((await post('/v1/pay/periods/close', { year: 2026, month: 1, teacherId: school.ana.id })).statusCode).toBe(409);
  });
});

describe('rate boundaries inside a month (docs/product-rules.md#r-pay-3)', () => {
  it('are the starts, in the site zone, of the rates beginning after the first day and within the month, each once', () => {
    const span = monthSpan({ year: 2026, month: 1 }, ZONE);
    const rate = (effectiveFrom: string) => ({ kind: null, amountPerHour: 1, effectiveFrom });
    expect(rateBoundaries([rate('2025-12-01'), rate('2026-01-01'), rate('2026-01-15'), rate('2026-01-15'), rate('2026-01-31'), rate('2026-02-01')], span.start, span.end, ZONE))
      .toEqual([tokyo(2026, 1, 15, 0), tokyo(2026, 1, 31, 0)]);
  });
});
