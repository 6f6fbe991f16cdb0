import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import type { User } from '../../../src/db/schema';
import { buildTestApp, insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 18, 9, 0);

interface Review { id: string; cardId: number; grade: Grade; reviewedAt: string }

/** The card as ts-fsrs schedules these grades given in this order, each with its weights (none: the defaults). */
function scheduled(grades: ReadonlyArray<{ grade: Grade; at: number; w?: number[] }>): Card {
  let card = createEmptyCard(new Date(grades[0].at));
  for (const { grade, at, w } of grades) {
    card = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false, ...(w ? { w } : {}) })).next(card, new Date(at), grade).card;
  }
  return card;
}

describe(`review batches from devices (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let app: FastifyInstance;
  let teacher: User;
  let student: User;
  let planId: number;
  let lessonId: number;
  let clock: jest.SpyInstance<number, []>;

  async function card(plan = planId) {
    const row = await app.db
      .insertInto('flashcards')
      .values({ study_plan_id: plan, front: 'The ____ rose.', back: 'sales', source_sentence: 'The sales rose.', approved: 1, activity_id: plan === planId ? lessonId : null, updated_at: T0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const review = (cardId: number, grade: Grade, at: number): Review => ({ id: randomUUID(), cardId, grade, reviewedAt: new Date(at).toISOString() });
  const send = async (reviews: Review[], user: User = student) =>
    app.inject({ method: 'POST', url: '/v1/review/reviews', headers: await cookieOf(app, user), payload: { reviews } });
  const stateOf = (user: User, cardId: number) =>
    app.db.selectFrom('review_cards').selectAll().where('student_id', '=', user.id).where('card_id', '=', cardId).executeTakeFirstOrThrow();
  const logCount = async (user: User = student) =>
    Number((await app.db.selectFrom('review_logs').select((eb) => eb.fn.countAll().as('n')).where('student_id', '=', user.id).executeTakeFirstOrThrow()).n);
  const expectState = (row: Awaited<ReturnType<typeof stateOf>>, card: Card) => {
    expect({ due: Number(row.due), state: Number(row.state), reps: Number(row.reps), lapses: Number(row.lapses) })
      .toEqual({ due: card.due.getTime(), state: card.state, reps: card.reps, lapses: card.lapses });
    expect(Number(row.stability)).toBeCloseTo(card.stability, 10);
    expect(Number(row.difficulty)).toBeCloseTo(card.difficulty, 10);
  };

  /**
   * The same batch sent `times` at once. On PostgreSQL the requests are made to overlap: a
   * transaction of the test holds the student's row until every request waits on it (the
   * test pool's 4 connections: the holder, the requests and the count of those waiting).
   */
  async function race(reviews: Review[], times: number) {
    const headers = await cookieOf(app, student);
    const sendOnce = () => app.inject({ method: 'POST', url: '/v1/review/reviews', headers, payload: { reviews } });
    if (!process.env.TEST_DATABASE_URL) return Promise.all(Array.from({ length: times }, sendOnce));
    let sent: Promise<Awaited<ReturnType<typeof sendOnce>>[]> = Promise.resolve([]);
    await app.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', student.id).forUpdate().execute();
      sent = Promise.all(Array.from({ length: times }, sendOnce));
      for (let waiting = 0, tries = 0; waiting < times; tries++) {
        if (tries > 250) throw new Error('the requests never waited on the lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
        const row = await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(app.db);
        waiting = Number(row.rows[0].n);
      }
    });
    return sent;
  }

  beforeEach(async () => {
    clock = jest.spyOn(Date, 'now').mockReturnValue(T0 + 30 * DAY);
    app = await buildTestApp();
    teacher = await insertUser(app.db, { profile: 'teacher' });
    student = await insertUser(app.db, { profile: 'student' });
    planId = (await insertStudyPlan(app.db, {}, { teacherIds: [teacher.id], memberIds: [student.id] })).id;
    lessonId = (await insertActivity(app.db, { study_plan_id: planId, teacher_id: teacher.id, start_time: T0 - DAY, is_completed: 1, completed_at: T0 - DAY + 3600_000 })).id;
  });
  afterEach(async () => {
    await app.close();
    clock.mockRestore();
  });

  it("gives a card the same state when two devices' batches arrive out of order as when its reviews are sent in time order", async () => {
    const id = await card();
    const phone = [review(id, 3, T0), review(id, 1, T0 + 2 * DAY), review(id, 3, T0 + 2 * DAY + 600_000)];
    const laptop = [review(id, 3, T0 + DAY), review(id, 4, T0 + 9 * DAY)];
    // the laptop's later reviews arrive first, then the phone's, its last one twice
    expect((await send(laptop)).json()).toMatchObject({ saved: 2, alreadySaved: 0, dropped: [] });
    expect((await send(phone)).json()).toMatchObject({ saved: 3, alreadySaved: 0 });
    expect((await send([phone[2]])).json()).toMatchObject({ saved: 0, alreadySaved: 1 });

    const inTimeOrder = [...phone, ...laptop].sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt));
    const other = await insertUser(app.db, { profile: 'student' });
    await app.db.insertInto('study_plan_members').values({ study_plan_id: planId, student_id: other.id }).execute();
    for (const one of inTimeOrder) expect((await send([{ ...one, id: randomUUID() }], other)).statusCode).toBe(200);

    const expected = scheduled(inTimeOrder.map((r) => ({ grade: r.grade, at: Date.parse(r.reviewedAt) })));
    expectState(await stateOf(student, id), expected);
    expectState(await stateOf(other, id), expected);
    // the log is a chain in time order: each review starts from the one before
    const logs = await app.db.selectFrom('review_logs').selectAll().where('student_id', '=', student.id).orderBy('reviewed_at').execute();
    expect(logs.map((log) => log.grade)).toEqual(inTimeOrder.map((r) => r.grade));
    expect(logs.map((log) => Number(log.state_before))).toEqual([0, ...logs.slice(0, -1).map((log) => Number(log.state_after))]);
    for (let i = 1; i < logs.length; i++) expect(JSON.parse(logs[i].card_before)).toEqual(JSON.parse(logs[i - 1].card_after));
  });

  it('replays each review with the parameters in force when it was stored, not those of today', async () => {
    const id = await card();
    await send([review(id, 4, T0)]);
    // the student's parameters change (e.g. optimised from their logs): new initial stabilities
    const defaults = generatorParameters({ enable_fuzz: false }).w;
    const w = defaults.map((value, i) => (i < 4 ? value * 2 : value));
    await app.db.insertInto('review_parameters').values({ student_id: student.id, parameters: JSON.stringify({ w }), updated_at: T0 }).execute();
    await send([review(id, 3, T0 + 20 * DAY)]);
    // a late review given between the two lands between them
    await send([review(id, 2, T0 + 10 * DAY)]);
    const expected = scheduled([{ grade: 4, at: T0 }, { grade: 2, at: T0 + 10 * DAY, w }, { grade: 3, at: T0 + 20 * DAY, w }]);
    expectState(await stateOf(student, id), expected);
    const allWithToday = scheduled([{ grade: 4, at: T0, w }, { grade: 2, at: T0 + 10 * DAY, w }, { grade: 3, at: T0 + 20 * DAY, w }]);
    expect(expected.stability).not.toBeCloseTo(allWithToday.stability, 3);
  });

  it('keeps a batch sent several times at once (racing on PostgreSQL) exactly once, without an error', async () => {
    const ids = [await card(), await card(), await card()];
    const batch = ids.flatMap((id, i) => [review(id, 3, T0 + i * 1000), review(id, 3, T0 + 3 * DAY + i * 1000)]);
    const answers = await race(batch, 2);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.json().saved, 0)).toBe(batch.length);
    expect(await logCount()).toBe(batch.length);
    const expected = scheduled([{ grade: 3, at: T0 }, { grade: 3, at: T0 + 3 * DAY }]);
    expectState(await stateOf(student, ids[0]), expected);
    // and once more later: nothing added, nothing changed
    const before = await stateOf(student, ids[1]);
    expect((await send(batch)).json()).toMatchObject({ saved: 0, alreadySaved: batch.length });
    expect(await logCount()).toBe(batch.length);
    expect(await stateOf(student, ids[1])).toEqual(before);
  });

  it("drops reviews of cards deleted meanwhile, or of other plans, with a note, and keeps the rest", async () => {
    const kept = await card();
    const deleted = await card();
    const stranger = await insertUser(app.db, { profile: 'student' });
    const foreign = await card((await insertStudyPlan(app.db, {}, { teacherIds: [teacher.id], memberIds: [stranger.id] })).id);
    const batch = [review(kept, 3, T0), review(deleted, 3, T0), review(foreign, 3, T0)];
    await app.db.deleteFrom('flashcards').where('id', '=', deleted).execute();
    const answer = await send(batch);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      saved: 1,
      dropped: [{ id: batch[1].id, cardId: deleted, reason: 'card-deleted' }, { id: batch[2].id, cardId: foreign, reason: 'not-reviewable' }],
      cards: [{ cardId: kept, grade: 3 }],
    });
    expect(await logCount()).toBe(1);
    expect(await logCount(stranger)).toBe(0);
  });

  it('takes a time ahead of the server as now, refuses bad ids and grades (400) and callers who are not students (403)', async () => {
    const id = await card();
    const now = T0 + 30 * DAY;
    expect((await send([review(id, 3, now + 5 * DAY)])).statusCode).toBe(200);
    expect(Number((await stateOf(student, id)).last_review)).toBe(now);
    expect((await send([{ ...review(id, 3, T0), id: 'x' }])).statusCode).toBe(400);
    expect((await send([{ ...review(id, 3, T0), grade: 5 as Grade }])).statusCode).toBe(400);
    expect((await send([])).statusCode).toBe(400);
    expect((await send([review(id, 3, T0)], teacher)).statusCode).toBe(403);
  });

  it('lists the reviews due in the next 7 days beside the queue, for a device to keep', async () => {
    const now = T0 + 30 * DAY;
    const cards = [await card(), await card(), await card()];
    const grades: Grade[] = [3, 4, 1];
    await send(cards.map((id, i) => review(id, grades[i], now - 60_000)));
    const queue = (await app.inject({ method: 'GET', url: '/v1/review/queue', headers: await cookieOf(app, student) })).json();
    const dues = cards.map((id, i) => ({ id, due: scheduled([{ grade: grades[i], at: now - 60_000 }]).due.getTime() }));
    const upcoming = dues.filter(({ due }) => due > now && due <= now + 7 * DAY).sort((a, b) => a.due - b.due).map(({ id }) => id);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeLessThan(cards.length);
    expect(queue.upcoming.map((c: { cardId: number }) => c.cardId)).toEqual(upcoming);
  });
});
