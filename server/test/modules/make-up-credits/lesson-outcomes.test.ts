import { DEFAULT_PAY_POLICY } from '@studydesk/shared/contracts';
import { TEST_NOW, insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { callerOf } from '../../helpers/session';
import { useSchool } from '../../helpers/school';

const DAY = 24 * 3600_000;

// docs/product-rules.md#r-pay-1 (outcomes) and docs/product-rules.md#r-pay-2 (make-up credits)
describe(`lesson outcomes and make-up credits (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({}, { each: true });
  const lesson = (partial: Parameters<typeof insertActivity>[1] extends infer P ? Partial<P & object> : never = {}) =>
    insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, ...partial });
  const setOutcome = (id: number, outcome: string | null, who = school.as.teacher) => who.post(`/v1/activity/${id}/outcome`, { outcome });
  const credits = async (who = school.as.teacher, planId: number | null = school.plan.id) => {
    const res = await who.get(`/v1/make-up-credits${planId === null ? '' : `?studyPlanId=${planId}`}`);
    expect(res.statusCode).toBe(200);
    return res.json().credits as Array<{ state: string; studentId: number; expiresAt: string; usedBy: { id: number } | null; earnedBy: { id: number } | null }>;
  };

  describe('outcomes', () => {
    it('keeps held in step with completed: held completes, a cancellation or none does not', async () => {
      const held = await setOutcome((await lesson()).id, 'held');
      expect(held.statusCode).toBe(200);
      expect(held.json().activity).toMatchObject({ outcome: 'held', isCompleted: true });
      expect(held.json().activity.completedAt).not.toBeNull();
      const cancelled = await setOutcome(held.json().activity.id, 'cancelled_school');
      expect(cancelled.json().activity).toMatchObject({ outcome: 'cancelled_school', isCompleted: false, completedAt: null });
      const none = await setOutcome(held.json().activity.id, null);
      expect(none.json().activity).toMatchObject({ outcome: null, isCompleted: false });
    });

    it('lets a lesson be cancelled before it starts, but not held or missed', async () => {
      const future = await lesson({ start_time: Date.now() + 5 * DAY });
      expect((await setOutcome(future.id, 'held')).statusCode).toBe(409);
      expect((await setOutcome(future.id, 'no_show')).statusCode).toBe(409);
      const res = await setOutcome(future.id, 'cancelled_notice');
      expect(res.statusCode).toBe(200);
      expect(res.json().activity.outcome).toBe('cancelled_notice');
    });

    it('gives outcomes only to lessons: 400 for an activity without length or a milestone, 400 for an unknown outcome', async () => {
      expect((await setOutcome((await lesson({ lesson_length: 0 })).id, 'held')).statusCode).toBe(400);
      expect((await setOutcome((await lesson({ type: 'milestone' })).id, 'held', school.as.admin)).statusCode).toBe(400);
      const bad = await setOutcome((await lesson()).id, 'rained_off');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    });

    it('keeps the outcome of a paid lesson (409)', async () => {
      const paid = await lesson({ is_completed: 1, completed_at: TEST_NOW, outcome: 'held', paid: 1 });
      const res = await setOutcome(paid.id, 'cancelled_late');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/paid/);
    });

    it('lets no student set an outcome, and hides other plans', async () => {
      const target = await lesson();
      expect((await setOutcome(target.id, 'held', school.as.student)).statusCode).toBe(403);
      expect((await setOutcome(target.id, 'held', school.as.otherTeacher)).statusCode).toBe(404);
      expect((await setOutcome(target.id, 'held', school.as.admin)).statusCode).toBe(200);
    });

    it('sets held when the completion toggle completes, and clears it when un-completed', async () => {
      const target = await lesson();
      const done = await school.as.teacher.patch('/v1/activity/complete', { id: target.id, isCompleted: true });
      expect(done.json().activity.outcome).toBe('held');
      const undone = await school.as.teacher.patch('/v1/activity/complete', { id: target.id, isCompleted: false });
      expect(undone.json().activity.outcome).toBeNull();
    });
  });

  describe('credits', () => {
    it('gives a credit for a cancellation with notice, open for the policy expiry, and none for a late one', async () => {
      const late = await setOutcome((await lesson()).id, 'cancelled_late');
      expect(late.json().creditsEarned).toBe(0);
      const before = Date.now();
      const notice = await setOutcome((await lesson()).id, 'cancelled_notice');
      expect(notice.json().creditsEarned).toBe(1);
      const [credit, ...rest] = await credits();
      expect(rest).toHaveLength(0);
      expect(credit).toMatchObject({ state: 'open', studentId: school.student.id, usedBy: null, earnedBy: { id: notice.json().activity.id } });
      expect(Date.parse(credit.expiresAt)).toBeGreaterThanOrEqual(before + DEFAULT_PAY_POLICY.creditExpiryDays * DAY);
      // the same outcome again gives nothing more
      expect((await setOutcome(notice.json().activity.id, 'cancelled_school')).json().creditsEarned).toBe(0);
      expect(await credits()).toHaveLength(1);
    });

    it("gives each member of a group lesson a credit", async () => {
      const classmate = await insertUser(school.app.db, { profile: 'student' });
      const group = await insertStudyPlan(school.app.db, { is_group: 1 }, { teacherIds: [school.teacher.id], memberIds: [school.student.id, classmate.id] });
      const target = await insertActivity(school.app.db, { study_plan_id: group.id, teacher_id: school.teacher.id });
      expect((await setOutcome(target.id, 'cancelled_school')).json().creditsEarned).toBe(2);
      const own = await credits(await callerOf(school.app, classmate), null);
      expect(own.map((c) => c.studentId)).toEqual([classmate.id]);
    });

    it('caps the credits per student per calendar month of the lesson', async () => {
      const inMarch = (day: number) => lesson({ start_time: Date.UTC(2026, 2, day, 10) });
      expect((await setOutcome((await inMarch(2)).id, 'cancelled_notice')).json().creditsEarned).toBe(1);
      expect((await setOutcome((await inMarch(9)).id, 'cancelled_notice')).json().creditsEarned).toBe(1);
      expect((await setOutcome((await inMarch(16)).id, 'cancelled_notice')).json().creditsEarned).toBe(0);
      const april = await lesson({ start_time: Date.UTC(2026, 3, 6, 10) });
      expect((await setOutcome(april.id, 'cancelled_notice')).json().creditsEarned).toBe(1);
      expect(await credits()).toHaveLength(3);
    });

    it('withdraws an unused credit when the outcome changes away, and keeps a used one', async () => {
      const first = await setOutcome((await lesson()).id, 'cancelled_notice');
      const withdrawn = await setOutcome(first.json().activity.id, 'cancelled_late');
      expect(withdrawn.json()).toMatchObject({ creditsWithdrawn: 1, creditsKept: 0 });
      expect(await credits()).toHaveLength(0);

      const second = await setOutcome((await lesson()).id, 'cancelled_notice');
      const makeUp = await school.as.teacher.post('/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'Make-up', lessonLength: 1, makeUp: true });
      expect(makeUp.statusCode).toBe(201);
      const completed = await school.as.teacher.patch('/v1/activity/complete', { id: second.json().activity.id, isCompleted: true });
      expect(completed.statusCode).toBe(200);
      const kept = await setOutcome(second.json().activity.id, null);
      expect(kept.json()).toMatchObject({ creditsWithdrawn: 0, creditsKept: 1 });
      expect((await credits()).map((c) => c.state)).toEqual(['used']);
    });

    it('lets a make-up lesson use the oldest open credit, refuses one without a credit, and gives it back when deleted', async () => {
      await setOutcome((await lesson({ start_time: TEST_NOW - 2 * DAY })).id, 'cancelled_notice');
      await setOutcome((await lesson({ start_time: TEST_NOW - DAY })).id, 'cancelled_notice');
      const oldest = (await credits()).find((c) => c.state === 'open');
      const plan = (title: string) => school.as.teacher.post('/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: title, lessonLength: 1, makeUp: true });
      const first = await plan('Make-up one');
      expect(first.statusCode).toBe(201);
      expect(first.json().activity.makeUp).toBe(true);
      expect((await plan('Make-up two')).statusCode).toBe(201);
      const none = await plan('Make-up three');
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toMatch(/no open make-up credit/);
      const titles = await school.app.db.selectFrom('activities').select('lesson_title').where('lesson_title', '=', 'Make-up three').execute();
      expect(titles).toHaveLength(0);

      const after = await credits();
      expect(after.map((c) => c.state)).toEqual(['used', 'used']);
      expect(after.find((c) => c.usedBy?.id === first.json().activity.id)?.expiresAt).toBe(oldest?.expiresAt);

      // the student sees the same in their plan
      expect((await credits(school.as.student)).map((c) => c.state)).toEqual(['used', 'used']);
      expect((await school.as.teacher.delete(`/v1/activity/task/${first.json().activity.id}`)).statusCode).toBe(200);
      expect((await credits()).map((c) => c.state).sort()).toEqual(['open', 'used']);
    });

    it('shows an expired credit as expired, and no make-up lesson uses it', async () => {
      await setOutcome((await lesson()).id, 'cancelled_notice');
      await school.app.db.updateTable('make_up_credits').set({ expires_at: Date.now() - 1000 }).execute();
      expect((await credits()).map((c) => c.state)).toEqual(['expired']);
      const res = await school.as.teacher.post('/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'Too late', lessonLength: 1, makeUp: true });
      expect(res.statusCode).toBe(409);
      // the student sees it too
      expect((await credits(school.as.student, null)).map((c) => c.state)).toEqual(['expired']);
    });

    it('plans a make-up lesson in a group plan for the member chosen, with that member\'s credit of the group', async () => {
      const classmate = await insertUser(school.app.db, { profile: 'student' });
      const outsider = await insertUser(school.app.db, { profile: 'student' });
      const group = await insertStudyPlan(school.app.db, { is_group: 1 }, { teacherIds: [school.teacher.id], memberIds: [school.student.id, classmate.id] });
      const cancelled = await insertActivity(school.app.db, { study_plan_id: group.id, teacher_id: school.teacher.id });
      expect((await setOutcome(cancelled.id, 'cancelled_school')).json().creditsEarned).toBe(2);
      const plan = (more: object) => school.as.teacher.post('/v1/activity/create', { studyPlanId: group.id, lessonTitle: 'Group make-up', lessonLength: 1, makeUp: true, ...more });

      // no member chosen, or someone outside the group: 400, nothing created, no credit used
      expect((await plan({})).json().message).toBe('Choose the student of the group the make-up lesson is for');
      expect((await plan({ makeUpFor: outsider.id })).statusCode).toBe(400);
      const made = await plan({ makeUpFor: classmate.id });
      expect(made.statusCode).toBe(201);
      expect(made.json().activity.makeUp).toBe(true);
      const byStudent = (list: Awaited<ReturnType<typeof credits>>) => Object.fromEntries(list.map((c) => [c.studentId, c.usedBy?.id ?? null]));
      expect(byStudent(await credits(school.as.teacher, group.id))).toEqual({ [school.student.id]: null, [classmate.id]: made.json().activity.id });
      // the classmate's only credit is used: a second make-up for them is refused (409), the other member's still works
      expect((await plan({ makeUpFor: classmate.id })).statusCode).toBe(409);
      expect((await plan({ makeUpFor: school.student.id })).statusCode).toBe(201);
    });

    it("lists a student's own credits only; staff name the plan", async () => {
      await setOutcome((await lesson()).id, 'cancelled_notice');
      expect(await credits(school.as.student, null)).toHaveLength(1);
      expect(await credits(school.as.otherStudent, null)).toHaveLength(0);
      expect((await school.as.otherStudent.get(`/v1/make-up-credits?studyPlanId=${school.plan.id}`)).statusCode).toBe(404);
      expect((await school.as.otherTeacher.get(`/v1/make-up-credits?studyPlanId=${school.plan.id}`)).statusCode).toBe(404);
      expect((await school.as.teacher.get('/v1/make-up-credits')).statusCode).toBe(400);
    });
  });
});
