import type { Kysely } from 'kysely';
import type { MailKind } from '@studydesk/shared/contracts';
import { PATHS, fillPattern } from '@studydesk/shared/routes';
import type { Database } from '../../db/schema';
import { mailTexts } from '../../mail/mail-texts';
import type { Mailer } from '../../mail/mailer';
import { readSiteSettings } from '../site-settings';
import { lessonReminderMail, teacherDigestMail, type MailContext } from './mails';
import { mailLinkKey, optedOut } from './queries/preferences';
import { lessonsToRemind, teacherDigests, type Recipient } from './queries/recipients';
import { claimMail, releaseMail } from './queries/runs';
import { nextDayRange, optOutToken } from './rules';

export interface RunInput {
  /** the site's local day the run is for ('YYYY-MM-DD'); it covers the next day's lessons */
  day: string;
}

interface Sender {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
}

/** What each mail needs to know of the site and its recipient. */
async function contextFor(sender: Sender, kind: MailKind, recipient: Recipient, zone: string, key: string): Promise<MailContext> {
  const token = optOutToken(key, recipient.id, kind);
  return {
    texts: await mailTexts(sender.db, recipient.language),
    zone,
    publicUrl: sender.publicUrl,
    optOutLink: `${sender.publicUrl}${fillPattern(PATHS.mailOptOut, { token })}`,
  };
}

/**
 * One mail to one person, at most once (docs/product-rules.md#r-mail-1): the row that
 * says it went is written first; when sending fails it is taken back and the error
 * fails the job, whose retry sends what is missing.
 */
async function sendOnce(sender: Sender, kind: MailKind, subjectKey: string, recipient: Recipient, compose: () => Promise<Parameters<Mailer['send']>[0]>) {
  if (!(await claimMail(sender.db, kind, subjectKey, recipient.id))) return 0;
  try {
    await sender.mailer.send(await compose());
    return 1;
  } catch (error) {
    await releaseMail(sender.db, kind, subjectKey, recipient.id);
    throw error;
  }
}

/** The day's lesson reminders: each student of each lesson of the next day, and their guardians, once. */
export async function sendLessonReminders(sender: Sender, { day }: RunInput): Promise<number> {
  const { timeZone } = await readSiteSettings(sender.db);
  const key = await mailLinkKey(sender.db);
  const lessons = await lessonsToRemind(sender.db, nextDayRange(day, timeZone));
  let sent = 0;
  for (const lesson of lessons) {
    const people = [...lesson.students.map((student) => ({ ...student, studentName: undefined, studentId: undefined })), ...lesson.guardians];
    const off = await optedOut(sender.db, 'lesson-reminder', people.map((person) => person.id));
    for (const person of people.filter((p) => !off.has(p.id))) {
      // a moved lesson is a new reminder: the key carries its start
      sent += await sendOnce(sender, 'lesson-reminder', `${lesson.id}@${lesson.startTime}`, person, async () => ({
        ...lessonReminderMail(lesson, person.firstName, await contextFor(sender, 'lesson-reminder', person, timeZone, key), person.studentName === undefined ? undefined : person),
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
  let sent = 0;
  for (const digest of digests.filter((d) => !off.has(d.teacher.id))) {
    sent += await sendOnce(sender, 'teacher-digest', day, digest.teacher, async () => ({
      ...teacherDigestMail(digest, range[0], await contextFor(sender, 'teacher-digest', digest.teacher, timeZone, key)),
      to: digest.teacher.email,
      refId: digest.teacher.id,
    }));
  }
  return sent;
}
