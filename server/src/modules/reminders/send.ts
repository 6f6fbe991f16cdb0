import type { Kysely } from 'kysely';
import type { MailKind } from '@studydesk/shared/contracts';
import type { Database } from '../../db/schema';
import { mailTextsCache, type MailTexts } from '../../mail/mail-texts';
import type { OutgoingMail } from '../../mail/mailer';
import type { JobQueue } from '../../plugins/job-runner';
import { SEND_MAIL_JOB } from '../outbox';
import { readSiteSettings } from '../site-settings';
import { lessonReminderMail, teacherDigestMail, type MailContext } from './mails';
import { mailLinkKey, optedOut } from './queries/preferences';
import { lessonsToRemind, teacherDigests, type Recipient } from './queries/recipients';
import { claimMail } from './queries/runs';
import { optOutLinkFor } from './opt-out-link';
import { nextDayRange } from './rules';

export interface RunInput {
  /** the site's local day the run is for ('YYYY-MM-DD'); it covers the next day's lessons */
  day: string;
}

export interface Sender {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
}

/** What each mail needs to know of the site and its recipient; `texts`: the run's dictionary, each language loaded once. */
async function contextFor(sender: Sender, texts: (language: string) => Promise<MailTexts>, kind: MailKind, recipient: Recipient, zone: string, key: string): Promise<MailContext> {
  return {
    texts: await texts(recipient.language),
    zone,
    publicUrl: sender.publicUrl,
    optOutLink: optOutLinkFor(sender.publicUrl, key, recipient.id, kind),
  };
}

/**
 * Queues one mail to one person, once (docs/product-rules.md#r-mail-1): the row that says
 * it was queued and the mail job (rendered now, sent by the job runner, retried there if
 * sending fails) commit together, under the idempotency key `outboxKey`, so a retried run
 * or a second instance queues nothing twice.
 */
async function queueOnce(sender: Sender, kind: MailKind, subjectKey: string, outboxKey: string, recipient: Recipient, compose: () => Promise<OutgoingMail>) {
  const mail = await compose();
  return sender.db.transaction().execute(async (trx) => {
    if (!(await claimMail(trx, kind, subjectKey, recipient.id))) return 0;
    await sender.jobs.enqueue(SEND_MAIL_JOB, mail, { db: trx, key: outboxKey, kind, recipient: mail.to });
    return 1;
  });
}

/** The day's lesson reminders: each student of each lesson of the next day, and their guardians, once. */
export async function sendLessonReminders(sender: Sender, { day }: RunInput): Promise<number> {
  const { timeZone } = await readSiteSettings(sender.db);
  const key = await mailLinkKey(sender.db);
  const lessons = await lessonsToRemind(sender.db, nextDayRange(day, timeZone));
  const texts = mailTextsCache(sender.db);
  let sent = 0;
  for (const lesson of lessons) {
    const people = [...lesson.students.map((student) => ({ ...student, studentName: undefined, studentId: undefined })), ...lesson.guardians];
    const off = await optedOut(sender.db, 'lesson-reminder', people.map((person) => person.id));
    for (const person of people.filter((p) => !off.has(p.id))) {
      // a moved lesson is a new reminder: the key carries its start
      sent += await queueOnce(sender, 'lesson-reminder', `${lesson.id}@${lesson.startTime}`, `reminder:${lesson.id}@${lesson.startTime}:${person.id}:${day}`, person, async () => ({
        ...lessonReminderMail(lesson, person.firstName, await contextFor(sender, texts, 'lesson-reminder', person, timeZone, key), person.studentName === undefined ? undefined : person),
        to: person.email,
        refId: lesson.id,
      }));
    }
  }
  return sent;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day's digests: each teacher with lessons tomorrow or something new, once. */
export async function sendTeacherDigests(sender: Sender, { day }: RunInput, now: number): Promise<number> {
  const { timeZone } = await readSiteSettings(sender.db);
  const key = await mailLinkKey(sender.db);
  const range = nextDayRange(day, timeZone);
  const digests = await teacherDigests(sender.db, range, now - DAY_MS);
  const off = await optedOut(sender.db, 'teacher-digest', digests.map((digest) => digest.teacher.id));
  const texts = mailTextsCache(sender.db);
  let sent = 0;
  for (const digest of digests.filter((d) => !off.has(d.teacher.id))) {
    sent += await queueOnce(sender, 'teacher-digest', day, `digest:${digest.teacher.id}:${day}`, digest.teacher, async () => ({
      ...teacherDigestMail(digest, range[0], await contextFor(sender, texts, 'teacher-digest', digest.teacher, timeZone, key)),
      to: digest.teacher.email,
      refId: digest.teacher.id,
    }));
  }
  return sent;
}
