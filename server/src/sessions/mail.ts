import { mailTexts, type MailTexts } from '../mail/mail-texts';
import { renderMail, type MailPurpose } from '../mail/templates';
import type { Mailer } from '../mail/mailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobQueue } from '../plugins/job-runner';
import { readSiteSettings } from '../modules/site-settings/queries/site-settings';
import { issueToken } from './one-time-tokens';

export interface MailRecipient {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
}

/**
 * The account mails are jobs of the outbox (docs/architecture.md#outbox), queued in the
 * transaction that causes them and sent by the job runner, never from inside a request.
 * Each payload is `{ userId }`: the message is rendered, and a set-password link issued,
 * when the job runs.
 */
export const INVITATION_MAIL_JOB = 'invitation-mail';
export const RESET_MAIL_JOB = 'password-reset-mail';
export const GUESSING_ALERT_JOB = 'guessing-alert-mail';
interface AccountMailInput {
  userId: number;
}

/** The kind each account mail job shows on the "Outgoing mail" page. */
const ACCOUNT_MAIL_KINDS = {
  [INVITATION_MAIL_JOB]: 'invitation',
  [RESET_MAIL_JOB]: 'password-reset',
  [GUESSING_ALERT_JOB]: 'guessing-alert',
} as const;

/** The page that consumes a link (mf-auth's /set/{token}). */
export function setPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/set/${token}`;
}

/**
 * Issues a fresh single-use token (older unused ones of the purpose stop working, so a
 * retried job never leaves two valid links) and mails the set-password link in the
 * recipient's language.
 */
async function sendPasswordLink(
  db: Kysely<Database>,
  mailer: Mailer,
  publicUrl: string,
  user: MailRecipient,
  purpose: Exclude<MailPurpose, 'guessing'>,
  texts?: MailTexts,
): Promise<void> {
  const { token } = await issueToken(db, user.id, purpose);
  const link = setPasswordLink(publicUrl, token);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const { schoolName } = await readSiteSettings(db);
  const mail = renderMail(purpose, { name, link, schoolName }, texts ?? (await mailTexts(db, user.language)));
  await mailer.send({ to: user.email, subject: mail.subject, text: mail.text, html: mail.html, purpose, refId: user.id, link });
}

/** The page where someone who did not try to sign in can choose a new password (mf-auth's /forgotten-password). */
function forgottenPasswordLink(publicUrl: string): string {
  return `${publicUrl}/forgotten-password`;
}

/**
 * Tells the owner of an account that passwords are being tried on it (no token: the link
 * is the public forgotten-password page, so the message is harmless if misdirected).
 */
async function sendGuessingAlert(db: Kysely<Database>, mailer: Mailer, publicUrl: string, user: MailRecipient): Promise<void> {
  const link = forgottenPasswordLink(publicUrl);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const { schoolName } = await readSiteSettings(db);
  const mail = renderMail('guessing', { name, link, schoolName }, await mailTexts(db, user.language));
  await mailer.send({ to: user.email, subject: mail.subject, text: mail.text, html: mail.html, purpose: 'guessing', refId: user.id, link });
}

/** The account behind an account mail job; sent only to an active account (an invitation: one without a password yet). */
async function accountOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'language', 'archived', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Runs one account mail job. An account archived meanwhile gets nothing, and an invitation
 * to someone who has set a password since is not sent (the job is done).
 */
async function runAccountMail(db: Kysely<Database>, mailer: Mailer, publicUrl: string, job: string, { userId }: AccountMailInput): Promise<void> {
  const user = await accountOf(db, userId);
  if (!user || user.archived === 1) return;
  if (job === INVITATION_MAIL_JOB) {
    if (user.password_hash) return;
    await sendPasswordLink(db, mailer, publicUrl, user, 'invite');
  } else if (job === RESET_MAIL_JOB) {
    await sendPasswordLink(db, mailer, publicUrl, user, 'reset');
  } else if (job === GUESSING_ALERT_JOB) {
    await sendGuessingAlert(db, mailer, publicUrl, user);
  } else {
    throw new Error(`not an account mail: ${job}`);
  }
}

/** The address an account mail goes to, for the outbox row (read in the enqueuing transaction). */
async function accountMailRecipient(db: Kysely<Database>, userId: number): Promise<string> {
  return (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? '';
}

/** The outbox's handlers of the account mails, and what its page shows of each. */
export function handleAccountMails(jobs: JobQueue, db: Kysely<Database>, mailer: Mailer, publicUrl: string): void {
  for (const job of [INVITATION_MAIL_JOB, RESET_MAIL_JOB, GUESSING_ALERT_JOB] as const) {
    jobs.handle(job, (payload) => runAccountMail(db, mailer, publicUrl, job, payload as AccountMailInput));
    jobs.describe(job, async (payload, reader) => ({ kind: ACCOUNT_MAIL_KINDS[job], recipient: await accountMailRecipient(reader, (payload as AccountMailInput).userId) }));
  }
}
