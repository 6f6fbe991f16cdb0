import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { reminderRoutes } from './routes';
import { LESSON_REMINDERS_JOB, TEACHER_DIGESTS_JOB, startScheduler } from './scheduler';
import { sendLessonReminders, sendTeacherDigests, type RunInput } from './send';

/**
 * Scheduled mail (docs/product-rules.md#r-mail-1): the day-before lesson reminders and the
 * teachers' daily digest, queued once a day at the school's sending time through the
 * durable job queue; each person's choice of what they receive, on their profile and from
 * a signed link in each mail (#r-mail-2).
 */
export const remindersModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const sender = { db: app.db, jobs: app.jobs, publicUrl: config.publicUrl };
  app.jobs.handle(LESSON_REMINDERS_JOB, async (payload) => void (await sendLessonReminders(sender, payload as RunInput)));
  app.jobs.handle(TEACHER_DIGESTS_JOB, async (payload) => {
    const input = payload as RunInput & { queuedAt: number };
    await sendTeacherDigests(sender, input, input.queuedAt);
  });
  startScheduler(app, config.pollJobs ?? false);
  await app.register(reminderRoutes);
};

// the page of an opt-out link answers 404 for the links its API refuses (plugins/static-files.ts)
export { optOutLinkOwner } from './opt-out-link';
// the absence alerts' mails carry the same opt-out link and closing paragraph
export { optOutLinkFor } from './opt-out-link';
export { withOptOut, type MailContext } from './mails';
export { mailLinkKey } from './queries/preferences';
// the absence alerts' daily pass is scheduled the same way, one run per local day
export { startScheduler } from './scheduler';
export { claimRun, runsOfDay } from './queries/runs';
