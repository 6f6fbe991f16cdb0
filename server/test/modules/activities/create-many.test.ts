import type { StudyPlan, User } from '../../../src/db/schema';
import { insertStudyPlan, insertUser } from '../../helpers/app';
import { useSchool } from '../../helpers/school';

const DAY = 24 * 3600_000;

describe('POST /v1/activity/create-many: one activity planned in several plans', () => {
  const school = useSchool();
  // beside the school's plan (taught by school.teacher): a group plan whose first teacher is
  // someone else, and a plan of school.teacher alone
  let firstTeacher: User;
  let group: StudyPlan;
  let third: StudyPlan;
  beforeAll(async () => {
    const { db } = school.app;
    firstTeacher = await insertUser(db, { profile: 'teacher', last_name: 'Aaronson' });
    const members = [await insertUser(db), await insertUser(db)];
    group = await insertStudyPlan(db, { is_group: 1 }, { teacherIds: [school.teacher.id, firstTeacher.id], memberIds: members.map((m) => m.id) });
    third = await insertStudyPlan(db, {}, { teacherIds: [school.teacher.id] });
  });

  const createMany = (payload: object, who = school.as.teacher) => who.post('/v1/activity/create-many', payload);
  const countIn = async (planIds: number[], title: string) =>
    Number(
      (
        await school.app.db
          .selectFrom('activities')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('study_plan_id', 'in', planIds)
          .where('lesson_title', '=', title)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('plans the activity in every plan given, not completed, taught by the creating teacher, in the order asked', async () => {
    const start = new Date(Date.now() + 3 * DAY);
    start.setUTCSeconds(0, 0);
    const res = await createMany({
      studyPlanIds: [third.id, school.plan.id, group.id],
      lessonTitle: ' Mock exam ',
      type: 'evaluation',
      description: 'Part 1 and 2',
      startTime: start.toISOString(),
      lessonLength: 2,
      difficultyLevel: 13,
    });
    expect(res.statusCode).toBe(201);
    const { activities } = res.json();
    expect(activities.map((a: { studyPlanId: number }) => a.studyPlanId)).toEqual([third.id, school.plan.id, group.id]);
    for (const activity of activities) {
      expect(activity).toMatchObject({
        teacherId: school.teacher.id,
        type: 'evaluation',
        lessonTitle: 'Mock exam',
        description: 'Part 1 and 2',
        startTime: start.toISOString(),
        lessonLength: 2,
        difficultyLevel: 13,
        isCompleted: false,
        paid: 0,
        comments: [],
        meetingEndTime: new Date(start.getTime() + 2 * 3600_000).toISOString(),
      });
    }
    expect(new Set(activities.map((a: { id: number }) => a.id)).size).toBe(3);
    // the group's copy lists its members, unattended
    expect(activities[2].members).toHaveLength(2);
    expect(activities[2].studentMax).toBe(2);
  });

  it("gives an admin's activities to each plan's first teacher", async () => {
    const res = await createMany({ studyPlanIds: [group.id, school.otherPlan.id], lessonTitle: 'From the office' }, school.as.admin);
    expect(res.statusCode).toBe(201);
    const [inGroup, inOther] = res.json().activities;
    expect(inGroup.teacherId).toBe(firstTeacher.id);
    expect(inOther.studyPlanId).toBe(school.otherPlan.id);
    expect(inOther.type).toBe('activity');
  });

  it('refuses the whole call with the 404 of a missing plan, naming none, when one plan is not the teacher’s; nothing is written', async () => {
    const title = 'Not all mine';
    const res = await createMany({ studyPlanIds: [school.plan.id, school.otherPlan.id, group.id], lessonTitle: title });
    expect(res.statusCode).toBe(404);
    const { message } = res.json();
    expect(message).toBe('Study plan not found');
    expect(message).not.toContain(String(school.otherPlan.id));
    expect(await countIn([school.plan.id, group.id, school.otherPlan.id], title)).toBe(0);
  });

  it('answers a plan that does not exist like one that is not the teacher’s (404), and 404 to an admin', async () => {
    const missing = school.otherPlan.id + 10_000;
    expect((await createMany({ studyPlanIds: [school.plan.id, missing], lessonTitle: 'Ghost' })).statusCode).toBe(404);
    const admin = await createMany({ studyPlanIds: [school.plan.id, missing], lessonTitle: 'Ghost' }, school.as.admin);
    expect(admin.statusCode).toBe(404);
    expect(await countIn([school.plan.id], 'Ghost')).toBe(0);
  });

  it('refuses students (403), anonymous callers (401) and milestones from a teacher (403)', async () => {
    expect((await createMany({ studyPlanIds: [school.plan.id], lessonTitle: 'Mine?' }, school.as.student)).statusCode).toBe(403);
    expect((await createMany({ studyPlanIds: [school.plan.id], lessonTitle: 'Anyone?' }, school.anonymous)).statusCode).toBe(401);
    expect((await createMany({ studyPlanIds: [school.plan.id, third.id], lessonTitle: 'Milestone', type: 'milestone' })).statusCode).toBe(403);
    expect(await countIn([school.plan.id, third.id], 'Milestone')).toBe(0);
  });

  it('answers 400 for no plans, a plan twice, a completed flag or an unknown difficulty', async () => {
    expect((await createMany({ studyPlanIds: [], lessonTitle: 'None' })).statusCode).toBe(400);
    expect((await createMany({ studyPlanIds: [school.plan.id, school.plan.id], lessonTitle: 'Twice' })).statusCode).toBe(400);
    expect((await createMany({ studyPlanIds: [school.plan.id], lessonTitle: 'Done', isCompleted: true })).statusCode).toBe(400);
    expect((await createMany({ studyPlanIds: [school.plan.id], lessonTitle: 'Hard', difficultyLevel: 4 })).statusCode).toBe(400);
  });
});
