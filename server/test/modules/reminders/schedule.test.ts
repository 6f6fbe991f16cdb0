import { queueDueRuns } from '../../../src/modules/reminders/scheduler';
import { useSchool } from '../../helpers/school';

jest.setTimeout(30_000);

// Issue 47 item 19: moving the sending time earlier after today's run went out sends nothing
// again today; the card must be able to say so, so the schedule tells when today's run went.
describe('the sending time and today\'s run', () => {
  const school = useSchool();

  test('todaySentAt is null until today\'s run is queued, then its time; saving answers it too', async () => {
    const before = await school.as.admin.get('/v1/sitesettings/reminders');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ time: '18:00', todaySentAt: null });

    // the time moved to the start of the day: the run is due now, and goes once
    const earlier = await school.as.admin.put('/v1/sitesettings/reminders', { time: '00:00' });
    expect(earlier.json()).toEqual({ time: '00:00', todaySentAt: null });
    const now = Date.now();
    expect(await queueDueRuns(school.app, now)).toBeGreaterThan(0);

    const after = (await school.as.admin.get('/v1/sitesettings/reminders')).json();
    expect(after.time).toBe('00:00');
    expect(Math.abs(Date.parse(after.todaySentAt) - now)).toBeLessThan(60_000);
    const saved = (await school.as.admin.put('/v1/sitesettings/reminders', { time: '00:01' })).json();
    expect(saved).toEqual({ time: '00:01', todaySentAt: after.todaySentAt });
  });

  test('admins only', async () => {
    expect((await school.as.teacher.get('/v1/sitesettings/reminders')).statusCode).toBe(403);
  });
});
