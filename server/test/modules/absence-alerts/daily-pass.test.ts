import { DAILY_PASS_JOB, queueDailyPass, runDailyPass } from '../../../src/modules/absence-alerts/daily-pass';
import { insertActivity } from '../../helpers/app';
import { useSchool } from '../../helpers/school';

const DAY = 24 * 60 * 60 * 1000;

/** docs/product-rules.md#r-absence-3: the daily pass ends the alerts whose pattern stopped holding without a save. */
describe('the daily pass of absence alerts', () => {
  const school = useSchool();

  it('is queued once a day, whichever instance looks first', async () => {
    const now = Date.now();
    expect(await queueDailyPass(school.app, now)).toBe(1);
    expect(await queueDailyPass(school.app, now + 1000)).toBe(0);
    const jobs = await school.app.db.selectFrom('jobs').select('key').where('name', '=', DAILY_PASS_JOB).execute();
    expect(jobs).toHaveLength(1);
  });

  it('ends "3 within 4 weeks" once its absences leave the window, and leaves a pattern that still holds', async () => {
    const now = Date.now();
    for (const daysAgo of [12, 9, 6]) {
      const lesson = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: now - daysAgo * DAY });
      expect((await school.as.teacher.post(`/v1/activity/${lesson.id}/outcome`, { outcome: 'no_show' })).statusCode).toBe(200);
    }
    const context = { jobs: school.app.jobs, dialect: school.app.dbDialect };
    const open = () => school.app.db.selectFrom('absence_alerts').select(['rule_id', 'ended_at']).where('resolved_at', 'is', null).orderBy('rule_id').execute();
    expect((await open()).map((alert) => alert.rule_id)).toEqual(['in-a-row', 'within-weeks']);
    expect(await runDailyPass(school.app, context, now + DAY)).toBe(0);
    // three weeks on, the first absence is more than 4 weeks old; the last two are still in a row
    expect(await runDailyPass(school.app, context, now + 21 * DAY)).toBe(1);
    expect((await open()).map((alert) => alert.rule_id)).toEqual(['in-a-row']);
  });
});
