import type { Kysely } from 'kysely';
import type { AbsenceRule, ProfileType } from '@studydesk/shared/contracts';
import { displayName } from '@studydesk/shared/text';
import type { Database } from '../../db/schema';
import { mailTextsCache } from '../../mail/mail-texts';
import type { JobQueue } from '../../plugins/job-runner';
import { SEND_MAIL_JOB } from '../outbox';
import { mailLinkKey, optOutLinkFor } from '../reminders';
import { readSiteSettings } from '../site-settings';
import { absenceAlertMail } from './mails';
import { alertById } from './queries/alert-views';
import type { StoredAlertLesson } from './queries/alerts';
import { peopleByIds } from './queries/recipients';
import { recipientsOf } from './rules';

export interface AlertSender {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
}

/**
 * Mails a raised alert to each person it was raised for (docs/product-rules.md#r-absence-3),
 * each in their own language, once: every mail is a job of the outbox under the key of the
 * alert and the person, so a second run of this job queues nothing twice. Returns the mails queued.
 */
export async function mailAlert(sender: AlertSender, alertId: number): Promise<number> {
  const row = await alertById(sender.db, alertId);
  if (!row) return 0;
  const told = recipientsOf(row.recipients);
  const people = await peopleByIds(sender.db, told.map((person) => person.id));
  const { timeZone } = await readSiteSettings(sender.db);
  const key = await mailLinkKey(sender.db);
  const texts = mailTextsCache(sender.db);
  const subject = {
    alertId,
    planId: Number(row.plan_id),
    planName: [row.plan_code, row.plan_title].filter(Boolean).join(' '),
    studentId: Number(row.student_id),
    studentName: displayName({ firstName: row.student_first, lastName: row.student_last, title: row.student_title }),
    rule: JSON.parse(row.rule) as AbsenceRule,
    lessons: JSON.parse(row.lessons) as StoredAlertLesson[],
  };
  const mails = await Promise.all(
    people.map(async (person) => ({
      person,
      mail: absenceAlertMail(subject, { firstName: person.firstName, email: person.email, profile: person.profile as ProfileType }, {
        texts: await texts(person.language),
        zone: timeZone,
        publicUrl: sender.publicUrl,
        optOutLink: optOutLinkFor(sender.publicUrl, key, person.id, 'absence-alert'),
      }),
    })),
  );
  await sender.db.transaction().execute(async (trx) => {
    for (const { person, mail } of mails) {
      await sender.jobs.enqueue(SEND_MAIL_JOB, mail, { db: trx, key: `absence-alert:${alertId}:${person.id}`, kind: 'absence-alert', recipient: mail.to });
    }
  });
  return mails.length;
}
