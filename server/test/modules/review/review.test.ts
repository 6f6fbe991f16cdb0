import type { FastifyInstance } from 'fastify';
import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import type { User } from '../../../src/db/schema';
import { buildTestApp, insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

const DAY = 86_400_000;
/** a fixed instant the tests move the clock from (a Wednesday, 09:00 UTC) */
const T0 = Date.UTC(2026, 10, 18, 9, 0);

describe(`review (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let app: FastifyInstance;
  let teacher: User;
  let student: User;
  let planId: number;
  let heldLessonId: number;
  let clock: jest.SpyInstance<number, []>;

  const setNow = (ms: number) => clock.mockReturnValue(ms);

  async function card(partial: { planId?: number; activityId?: number | null; approved?: 0 | 1; front?: string } = {}) {
    const row = await app.db
      .insertInto('flashcards')
      .values({
        study_plan_id: partial.planId ?? planId,
        front: partial.front ?? 'The ____ rose.',
        back: 'sales',
        source_sentence: 'The sales rose.',
        approved: partial.approved ?? 1,
        activity_id: partial.activityId === undefined ? heldLessonId : partial.activityId,
        updated_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** requests are signed in with a session made at the current (mocked) time */
  const as = async (user: User) => cookieOf(app, user);
  const queue = async (user: User = student) => app.inject({ method: 'GET', url: '/v1/review/queue', headers: await as(user) });
  const grade = async (cardId: number, value: number, user: User = student) =>
    app.inject({ method: 'POST', url: `/v1/review/cards/${cardId}/grade`, headers: await as(user), payload: { grade: value } });
  const forecast = async (ids: number[], user: User = teacher) =>
    app.inject({ method: 'POST', url: '/v1/review/forecast', headers: await as(user), payload: { studyPlanIds: ids } });

  beforeEach(async () => {
    clock = jest.spyOn(Date, 'now').mockReturnValue(T0);
    app = await buildTestApp();
    teacher = await insertUser(app.db, { profile: 'teacher' });
    student = await insertUser(app.db, { profile: 'student', first_name: 'Sam', last_name: 'Stone' });
    planId = (await insertStudyPlan(app.db, {}, { teacherIds: [teacher.id], memberIds: [student.id] })).id;
    heldLessonId = (await insertActivity(app.db, { study_plan_id: planId, teacher_id: teacher.id, start_time: T0 - DAY, is_completed: 1, completed_at: T0 - DAY + 3600_000 })).id;
  });
  afterEach(async () => {
    await app.close();
    clock.mockRestore();
  });

  it('schedules a recorded sequence of grades exactly as ts-fsrs does, and logs every grade', async () => {
    const id = await card();
    const scheduler = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false }));
    let expected: Card = createEmptyCard(new Date(T0));
    let at = T0;
    const grades: Grade[] = [3, 3, 1, 3, 4, 2, 3];
    for (const g of grades) {
      setNow(at);
      const res = await grade(id, g);
      expect(res.statusCode).toBe(200);
      expected = scheduler.next(expected, new Date(at), g).card;
      const body = res.json();
      expect(body).toMatchObject({ cardId: id, grade: g, state: expected.state, reps: expected.reps, lapses: expected.lapses, due: expected.due.toISOString() });
      expect(body.stability).toBeCloseTo(expected.stability, 10);
      expect(body.difficulty).toBeCloseTo(expected.difficulty, 10);
      // the next review a little after it falls due
      at = expected.due.getTime() + 60_000;
    }
    const logs = await app.db.selectFrom('review_logs').selectAll().where('card_id', '=', id).orderBy('id').execute();
    expect(logs.map((log) => log.grade)).toEqual(grades);
    expect(logs[0]).toMatchObject({ student_id: student.id, study_plan_id: planId, state_before: 0, card_before: 'null' });
    expect(JSON.parse(logs[1].card_before)).toEqual(JSON.parse(logs[0].card_after));
    expect(Number(logs.at(-1)!.state_after)).toBe(expected.state);
  });

  it('refuses a card graded again before it is due (409), and lets it in once due', async () => {
    const id = await card();
    const first = (await grade(id, 3)).json();
    expect((await grade(id, 3)).statusCode).toBe(409);
    expect((await queue()).json().cards).toEqual([]);
    setNow(Date.parse(first.due));
    expect((await queue()).json()).toMatchObject({ dueCount: 1, newCount: 0, cards: [{ cardId: id, isNew: false }] });
  });

  it('never makes a card of a lesson not yet held due, and lets it in once the lesson is completed', async () => {
    const upcoming = (await insertActivity(app.db, { study_plan_id: planId, teacher_id: teacher.id, start_time: T0 + DAY })).id;
    const id = await card({ activityId: upcoming });
    for (const later of [0, 3 * DAY, 60 * DAY]) {
      setNow(T0 + later);
      expect((await queue()).json().cards).toEqual([]);
      expect((await grade(id, 3)).statusCode).toBe(409);
    }
    await app.db.updateTable('activities').set({ is_completed: 1, completed_at: T0 + DAY + 3600_000 }).where('id', '=', upcoming).execute();
    expect((await queue()).json()).toMatchObject({ newCount: 1, cards: [{ cardId: id, isNew: true, front: 'The ____ rose.' }] });
    expect((await grade(id, 3)).statusCode).toBe(200);
  });

  it("leaves out unapproved cards, cards of other plans and archived plans; the plan's own text needs no lesson", async () => {
    await card({ approved: 0 });
    const stranger = await insertUser(app.db, { profile: 'student' });
    const otherPlan = (await insertStudyPlan(app.db, {}, { teacherIds: [teacher.id], memberIds: [stranger.id] })).id;
    const foreign = await card({ planId: otherPlan, activityId: null });
    const archivedPlan = (await insertStudyPlan(app.db, { archived: 1 }, { teacherIds: [teacher.id], memberIds: [student.id] })).id;
    const archivedCard = await card({ planId: archivedPlan, activityId: null });
    const ownText = await card({ activityId: null });
    expect((await queue()).json().cards.map((c: { cardId: number }) => c.cardId)).toEqual([ownText]);
    // another plan's card answers as a missing one
    expect((await grade(foreign, 3)).statusCode).toBe(404);
    expect((await grade(archivedCard, 3)).statusCode).toBe(409);
    expect((await grade(999999, 3)).statusCode).toBe(404);
    expect((await queue(teacher)).statusCode).toBe(403);
    expect((await grade(ownText, 3, teacher)).statusCode).toBe(403);
    expect((await grade(ownText, 5)).statusCode).toBe(400);
  });

  it("holds each plan's new cards per day (site day), due reviews not counted", async () => {
    await app.db.insertInto('retention_settings').values({ study_plan_id: planId, settings: JSON.stringify({ newCardsPerDay: 2 }), updated_at: T0 }).execute();
    const ids = [await card(), await card(), await card()];
    const first = (await queue()).json();
    expect(first).toMatchObject({ newCount: 2, dueCount: 0 });
    expect(first.cards.map((c: { cardId: number }) => c.cardId)).toEqual(ids.slice(0, 2));
    expect((await grade(ids[0], 1)).statusCode).toBe(200);
    expect((await grade(ids[1], 3)).statusCode).toBe(200);
    expect((await grade(ids[2], 3)).statusCode).toBe(409);
    // an hour later: the card failed is due again, no new card today
    setNow(T0 + 3600_000);
    expect((await queue()).json()).toMatchObject({ newCount: 0, dueCount: 2 });
    // the next day the third comes in
    setNow(T0 + DAY);
    const next = (await queue()).json();
    expect(next.newCount).toBe(1);
    expect(next.cards.filter((c: { isNew: boolean }) => c.isNew).map((c: { cardId: number }) => c.cardId)).toEqual([ids[2]]);
    expect((await grade(ids[2], 3)).statusCode).toBe(200);
  });

  it('counts the cards likely forgotten by the next lesson as computed by hand, least recalled first', async () => {
    // next lesson 20 days after the reviews; FSRS-6 default decay d = 0.1542, factor
    // f = 0.9^(-1/d) - 1, recall R(t, S) = (1 + f·t/S)^(-d):
    //   S = 2,  t = 20: R = 0.6928 < 0.9  forgotten
    //   S = 10, t = 20: R = 0.8459 < 0.9  forgotten
    //   S = 80, t = 20: R = 0.9668        remembered
    const lastReview = T0 - DAY;
    const nextLesson = lastReview + 20 * DAY;
    await insertActivity(app.db, { study_plan_id: planId, teacher_id: teacher.id, start_time: nextLesson });
    await insertActivity(app.db, { study_plan_id: planId, teacher_id: teacher.id, start_time: nextLesson + 7 * DAY });
    const archived = await insertUser(app.db, { profile: 'student', archived: 1 });
    const idle = await insertUser(app.db, { profile: 'student', first_name: 'Ida', last_name: 'Idle' });
    await app.db.insertInto('study_plan_members').values([{ study_plan_id: planId, student_id: archived.id }, { study_plan_id: planId, student_id: idle.id }]).execute();
    const cards = [await card({ front: 'weak' }), await card({ front: 'middling' }), await card({ front: 'strong' })];
    const state = (cardId: number, studentId: number, stability: number) => ({
      student_id: studentId, card_id: cardId, study_plan_id: planId, due: lastReview + stability * DAY, stability, difficulty: 5,
      scheduled_days: Math.round(stability), learning_steps: 0, reps: 3, lapses: 0, state: 2 as const, last_review: lastReview,
    });
    await app.db.insertInto('review_cards').values([state(cards[0], student.id, 2), state(cards[1], student.id, 10), state(cards[2], student.id, 80), state(cards[0], archived.id, 1)]).execute();
    // an archived student's reviews are kept, and left out of the forecast
    await app.db.insertInto('review_logs').values({ card_id: cards[0], student_id: archived.id, study_plan_id: planId, grade: 1, reviewed_at: lastReview, state_before: 0, state_after: 1, card_before: 'null', card_after: '{}' }).execute();

    const res = await forecast([planId]);
    expect(res.statusCode).toBe(200);
    const [plan] = res.json().forecasts;
    expect(plan).toMatchObject({ studyPlanId: planId, nextLesson: new Date(nextLesson).toISOString(), desiredRetention: 0.9 });
    expect(plan.students.map((s: { studentId: number }) => s.studentId)).toEqual([idle.id, student.id]);
    const sam = plan.students[1];
    expect(sam).toMatchObject({ reviewedCards: 3, likelyForgotten: 2 });
    expect(sam.topItems.map((item: { front: string }) => item.front)).toEqual(['weak', 'middling']);
    expect(sam.topItems[0].retrievability).toBeCloseTo(0.6928, 4);
    expect(sam.topItems[1].retrievability).toBeCloseTo(0.8459, 4);
    expect(plan.students[0]).toMatchObject({ reviewedCards: 0, likelyForgotten: 0, topItems: [] });
    expect(await app.db.selectFrom('review_logs').select('id').where('student_id', '=', archived.id).execute()).toHaveLength(1);

    // a higher desired retention counts the strong card too (R 0.967 < 0.98)
    await app.db.updateTable('site_settings').set({ desired_retention: 0.98 }).where('id', '=', 1).execute();
    expect((await forecast([planId])).json().forecasts[0].students[1].likelyForgotten).toBe(3);
  });

  it("uses each student's own scheduler parameters, and names at most five cards while counting them all", async () => {
    // with decay 0.6 instead of the default 0.1542, a card of stability 80 reviewed 20 days
    // before the lesson keeps R = 0.9723 (default: 0.9668): above a desired retention of 0.97
    const lastReview = T0 - DAY;
    await insertActivity(app.db, { study_plan_id: planId, teacher_id: teacher.id, start_time: lastReview + 20 * DAY });
    await app.db.updateTable('site_settings').set({ desired_retention: 0.97 }).where('id', '=', 1).execute();
    const pat = await insertUser(app.db, { profile: 'student', first_name: 'Pat', last_name: 'Parr' });
    await app.db.insertInto('study_plan_members').values({ study_plan_id: planId, student_id: pat.id }).execute();
    const w = [0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.6];
    await app.db.insertInto('review_parameters').values({ student_id: pat.id, parameters: JSON.stringify({ w }), updated_at: T0 }).execute();
    const cards: number[] = [];
    for (let i = 0; i < 8; i += 1) cards.push(await card({ front: `card ${i}` }));
    const state = (cardId: number, studentId: number, stability: number) => ({
      student_id: studentId, card_id: cardId, study_plan_id: planId, due: lastReview + stability * DAY, stability, difficulty: 5,
      scheduled_days: Math.round(stability), learning_steps: 0, reps: 3, lapses: 0, state: 2 as const, last_review: lastReview,
    });
    // Pat: stabilities 2, 10, 80; Sam: seven weak cards (1..7 days) and one strong (80)
    await app.db.insertInto('review_cards').values([state(cards[0], pat.id, 2), state(cards[1], pat.id, 10), state(cards[2], pat.id, 80)]).execute();
    await app.db.insertInto('review_cards').values(cards.map((id, i) => state(id, student.id, i < 7 ? i + 1 : 80))).execute();
    const [plan] = (await forecast([planId])).json().forecasts;
    const [patForecast, samForecast] = plan.students;
    expect(patForecast).toMatchObject({ studentId: pat.id, reviewedCards: 3, likelyForgotten: 2 });
    expect(samForecast).toMatchObject({ studentId: student.id, reviewedCards: 8, likelyForgotten: 8 });
    expect(samForecast.topItems.map((item: { front: string }) => item.front)).toEqual(['card 0', 'card 1', 'card 2', 'card 3', 'card 4']);
  });

  it('forecasts nothing without a next lesson; teachers of other plans and students may not read it', async () => {
    const id = await card();
    await grade(id, 1);
    const res = (await forecast([planId])).json();
    expect(res.forecasts[0]).toMatchObject({ nextLesson: null, students: [{ studentId: student.id, reviewedCards: 1, likelyForgotten: 0 }] });
    const stranger = await insertUser(app.db, { profile: 'teacher' });
    expect((await forecast([planId], stranger)).statusCode).toBe(404);
    expect((await forecast([planId], student)).statusCode).toBe(403);
    expect((await forecast([planId, 999999], await insertUser(app.db, { profile: 'admin' }))).statusCode).toBe(404);
  });
});
