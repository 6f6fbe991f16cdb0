import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { startScheduler } from '../reminders';
import { DAILY_PASS_JOB, queueDailyPass, runDailyPass } from './daily-pass';
import { ALERT_MAIL_JOB } from './evaluate';
import { absenceAlertRoutes } from './routes';
import { mailAlert } from './send';

/**
 * Absence alerts (docs/product-rules.md#r-absence-1 to #r-absence-5): the school's rules,
 * evaluated when an outcome or an attendance is saved (the activities module calls
 * `absenceAlertsFollow` in the save's transaction) and once a day; the alert's mail to each
 * person it names; the admins' students at risk, and each plan's history.
 */
export const absenceAlertsModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const context = { jobs: app.jobs, dialect: app.dbDialect };
  app.jobs.handle(ALERT_MAIL_JOB, async (payload) => void (await mailAlert({ db: app.db, jobs: app.jobs, publicUrl: config.publicUrl }, (payload as { alertId: number }).alertId)));
  app.jobs.handle(DAILY_PASS_JOB, async (payload) => void (await runDailyPass(app, context, (payload as { queuedAt: number }).queuedAt)));
  startScheduler(app, config.pollJobs ?? false, queueDailyPass, 'the absence alerts pass');
  await app.register(absenceAlertRoutes);
};

// the activities module evaluates the rules in the transaction of each saved outcome or attendance
export { absenceAlertsFollow, type AlertContext } from './evaluate';
