import { DEFAULT_PAY_POLICY } from '@studydesk/shared/contracts';
import { useSchool } from '../../helpers/school';

// docs/product-rules.md#r-pay-1: the school's pay policy and currency
describe(`pay policy settings (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({}, { each: true });
  const policy = { ...DEFAULT_PAY_POLICY, teacherShare: { ...DEFAULT_PAY_POLICY.teacherShare, cancelled_late: 60 }, noticeHours: 24, creditCapPerPeriod: 0 };

  it('starts from the default policy in euros, which teachers may read', async () => {
    const res = await school.as.teacher.get('/v1/sitesettings/pay-policy');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ policy: DEFAULT_PAY_POLICY, currency: 'EUR' });
    expect((await school.as.student.get('/v1/sitesettings/pay-policy')).statusCode).toBe(403);
  });

  it('saves an admin\'s policy and currency, and the next outcome follows it', async () => {
    const saved = await school.as.admin.put('/v1/sitesettings/pay-policy', { policy, currency: 'GBP' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ policy, currency: 'GBP', ratesDefined: false });
    expect((await school.as.teacher.get('/v1/sitesettings/pay-policy')).json()).toEqual({ policy, currency: 'GBP' });

    // no credit for a cancellation by the school any more
    const noCredit = { ...policy, makeUpCredit: { ...policy.makeUpCredit, cancelled_school: false } };
    await school.as.admin.put('/v1/sitesettings/pay-policy', { policy: noCredit, currency: 'GBP' });
    const lesson = await school.app.db.insertInto('activities').values({
      study_plan_id: school.plan.id, teacher_id: school.teacher.id, type: 'activity', lesson_title: 'L', description: '', start_time: Date.now() - 1000,
      lesson_length: 1, difficulty_level: 1, is_completed: 0, paid: 0, updated_at: Date.now(),
    }).returning('id').executeTakeFirstOrThrow();
    const res = await school.as.teacher.post(`/v1/activity/${lesson.id}/outcome`, { outcome: 'cancelled_school' });
    expect(res.json().creditsEarned).toBe(0);
  });

  it('refuses a teacher (403), a share over 100 %, a missing outcome and an unknown currency (400 with a message)', async () => {
    expect((await school.as.teacher.put('/v1/sitesettings/pay-policy', { policy, currency: 'EUR' })).statusCode).toBe(403);
    const over = await school.as.admin.put('/v1/sitesettings/pay-policy', { policy: { ...policy, teacherShare: { ...policy.teacherShare, held: 101 } }, currency: 'EUR' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toEqual(expect.any(String));
    const { no_show: _dropped, ...missing } = policy.teacherShare;
    expect((await school.as.admin.put('/v1/sitesettings/pay-policy', { policy: { ...policy, teacherShare: missing }, currency: 'EUR' })).statusCode).toBe(400);
    const unknown = await school.as.admin.put('/v1/sitesettings/pay-policy', { policy, currency: 'XYZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown currency: XYZ');
    expect((await school.as.admin.get('/v1/sitesettings/pay-policy')).json()).toEqual({ policy: DEFAULT_PAY_POLICY, currency: 'EUR', ratesDefined: false });
  });
});
