import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { handleAccountMails } from '../../sessions';
import { describePayslip } from './queries/describe';
import { PAYSLIP_MAIL_JOB, SEND_MAIL_JOB, type SendMailInput } from './rules';
import { outboxRoutes } from './routes';

/**
 * The outbox (docs/architecture.md#outbox): the jobs that send mail queued by other
 * modules (account mails, pre-rendered mails), what the "Outgoing mail" page shows of each
 * kind, and that page's routes.
 */
export const outboxModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  handleAccountMails(app.jobs, app.db, app.mailer, config.publicUrl);
  // rendered when queued: a second run (after a crash between the send and the job's end) sends the same message, written once (mailer.ts)
  app.jobs.handle(SEND_MAIL_JOB, (payload, { jobId, key, queuedAt }) => app.mailer.send(payload as SendMailInput, { key: key ?? `job:${jobId}`, queuedAt }));
  // queued by the pay module: its teacher, read in the closing transaction; one payslip mail per period
  app.jobs.describe(PAYSLIP_MAIL_JOB, async (payload, db) => {
    const { periodId } = payload as { periodId: number };
    return { kind: 'payslip', recipient: await describePayslip(db, periodId), key: `payslip:${periodId}` };
  });
  await app.register(outboxRoutes);
};

export { SEND_MAIL_JOB } from './rules';
