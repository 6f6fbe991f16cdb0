import type { LessonHistoryItem, LessonHistoryResponse } from '@studydesk/shared/contracts';
import { payPolicyOrDefault } from '../../../src/modules/site-settings/rules';
import { insertActivity } from '../../helpers/app';
import { useSchool } from '../../helpers/school';

jest.setTimeout(30_000);

// Issue 47 item 10: the lesson history showed every lesson without completion as "Planned"
// and counted only completed lessons, while pay counts each outcome at the policy's share.
describe('lesson history: each lesson\'s outcome and the month as pay counts it', () => {
  const school = useSchool();
  const march = (day: number) => Date.UTC(2026, 2, day, 10);

  beforeAll(async () => {
    const lesson = (day: number, more: object) =>
      insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: march(day), ...more });
    await lesson(2, { lesson_length: 2, is_completed: 1, outcome: 'held' });
    await lesson(3, { lesson_length: 1, outcome: 'cancelled_school' });
    await lesson(4, { lesson_length: 1, outcome: 'cancelled_notice' });
    await lesson(5, { lesson_length: 2, outcome: 'cancelled_late' });
    await lesson(6, { lesson_length: 1.5, outcome: 'no_show' });
    await lesson(25, { lesson_length: 1 }); // planned
  });

  const history = async (who: 'admin' | 'teacher') => {
    const res = await school.as[who].post('/v1/activity/lessonhistory', { teacherId: school.teacher.id, month: 3, year: 2026 });
    expect(res.statusCode).toBe(200);
    return res.json() as LessonHistoryResponse;
  };

  test.each(['admin', 'teacher'] as const)('each lesson carries its outcome, null only for the planned one (%s)', async (who) => {
    const { activities } = await history(who);
    expect(activities.results.map((lesson: LessonHistoryItem) => lesson.outcome)).toEqual([
      'held', 'cancelled_school', 'cancelled_notice', 'cancelled_late', 'no_show', null,
    ]);
  });

  test('payable hours and lessons follow the policy: held and no-show in full, late at half, the rest nothing', async () => {
    const body = await history('admin');
    // default shares 100 / 0 / 0 / 50 / 100: 2 + 0 + 0 + 1 + 1.5
    expect(body.payable).toEqual({ hours: 4.5, lessons: 3 });
  });

  test('the school\'s own shares count: late cancellations paid in full, no-shows not at all', async () => {
    const policy = payPolicyOrDefault(null);
    const changed = { ...policy, teacherShare: { ...policy.teacherShare, cancelled_late: 100, no_show: 0 } };
    await school.app.db.updateTable('site_settings').set({ pay_policy: JSON.stringify(changed) }).execute();
    // 2 + 2
    expect((await history('teacher')).payable).toEqual({ hours: 4, lessons: 2 });
  });
});
