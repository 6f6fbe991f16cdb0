import fs from 'node:fs';
import path from 'node:path';
import { runEnv } from './run-env';

/**
 * The /set/<token> path of the newest message in the server's mail outbox addressed to
 * `email` (invitations and password resets both carry one), or null when there is none yet.
 */
export function setPasswordLink(email: string): string | null {
  return newestLink(email, /https?:\/\/[^\s"<>]*\/set\/([A-Za-z0-9_-]+)/);
}

/** The /mail-preferences/<token> path (a reminder's or digest's opt-out link) of the newest such mail to `email`, or null. */
export function mailOptOutLink(email: string): string | null {
  return newestLink(email, /https?:\/\/[^\s"<>]*\/mail-preferences\/([A-Za-z0-9_.-]+)/);
}

/** The download path of the newest copy of someone's data mailed to `email` (docs/product-rules.md#r-privacy-2), or null. */
export function dataExportLink(email: string): string | null {
  return newestLink(email, /https?:\/\/[^\s"<>]*\/v1\/privacy\/exports\/\d+\/file/);
}

function newestLink(email: string, link: RegExp): string | null {
  const outbox = path.join(runEnv().dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return null;
  const files = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort();
  for (const name of files.reverse()) {
    // quoted-printable soft line breaks may split the link
    const message = fs.readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '');
    if (!message.toLowerCase().includes(email.toLowerCase())) continue;
    const match = link.exec(message);
    if (match) return new URL(match[0]).pathname;
  }
  return null;
}

/** How many messages the outbox holds for `email`. */
export function messagesTo(email: string): number {
  const outbox = path.join(runEnv().dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return 0;
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .filter((name) => fs.readFileSync(path.join(outbox, name), 'utf8').toLowerCase().includes(email.toLowerCase())).length;
}

/** The /guardian/students/<id> path (a guardian's lesson reminder links there) of the newest such mail to `email`, or null. */
export function guardianStudentLink(email: string): string | null {
  return newestLink(email, /https?:\/\/[^\s"<>]*\/guardian\/students\/\d+(?=[\s"<>]|$)/m);
}

/**
 * The text of the newest message to `email` whose text matches `about` (quoted-printable soft
 * line breaks joined), or null while there is none.
 */
export function newestMessageTo(email: string, about: RegExp): string | null {
  const outbox = path.join(runEnv().dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return null;
  const files = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort().reverse();
  for (const name of files) {
    const message = fs.readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '');
    if (message.toLowerCase().includes(email.toLowerCase()) && about.test(message)) return message;
  }
  return null;
}
