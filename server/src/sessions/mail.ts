import { mailTexts } from '../mail/mail-texts';
import { renderMail, type MailPurpose } from '../mail/templates';
import type { Mailer } from '../mail/mailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readSiteSettings } from '../modules/site-settings/queries/site-settings';
import { issueToken } from './one-time-tokens';

export interface MailRecipient {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
}

/** Work started after a request was answered; tracked so shutting down can wait for it. */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  add(task: () => Promise<void>, onError: (err: unknown) => void): void {
    // begins once the current request has been answered
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch(onError)
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async settle(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}

/** The page that consumes a link (mf-auth's /set/{token}). */
export function setPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/set/${token}`;
}

/**
 * Issues a fresh single-use token (older unused ones of the purpose stop working) and
 * mails the set-password link in the recipient's language.
 */
export async function sendPasswordLink(
  db: Kysely<Database>,
  mailer: Mailer,
  publicUrl: string,
  user: MailRecipient,
  purpose: Exclude<MailPurpose, 'guessing'>,
): Promise<void> {
  const { token } = await issueToken(db, user.id, purpose);
  const link = setPasswordLink(publicUrl, token);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const { schoolName } = await readSiteSettings(db);
  const mail = renderMail(purpose, { name, link, schoolName }, await mailTexts(db, user.language));
  await mailer.send({ to: user.email, subject: mail.subject, text: mail.text, html: mail.html, purpose, refId: user.id, link });
}

/** The page where someone who did not try to sign in can choose a new password (mf-auth's /forgotten-password). */
export function forgottenPasswordLink(publicUrl: string): string {
  return `${publicUrl}/forgotten-password`;
}

/**
 * Tells the owner of an account that passwords are being tried on it (no token: the link
 * is the public forgotten-password page, so the message is harmless if misdirected).
 */
export async function sendGuessingAlert(db: Kysely<Database>, mailer: Mailer, publicUrl: string, user: MailRecipient): Promise<void> {
  const link = forgottenPasswordLink(publicUrl);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const { schoolName } = await readSiteSettings(db);
  const mail = renderMail('guessing', { name, link, schoolName }, await mailTexts(db, user.language));
  await mailer.send({ to: user.email, subject: mail.subject, text: mail.text, html: mail.html, purpose: 'guessing', refId: user.id, link });
}
