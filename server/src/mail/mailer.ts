import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** what the message is for, e.g. 'invite'; part of the outbox file name */
  purpose: string;
  /** what it is about, e.g. the user id; part of the outbox file name */
  refId: string | number;
  /** the link the message carries, logged in outbox mode so a fresh install works offline */
  link?: string;
  /** files sent with it (a payslip) */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/**
 * The job a mail is sent by, for a mail rendered before it was queued (a lesson reminder,
 * a digest): a second run of that job sends the same message, so it is the same message.
 */
export interface SentOnce {
  /** the job's idempotency key (or its id) */
  key: string;
  /** when the job was queued (epoch ms) */
  queuedAt: number;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** the folder messages are written to in outbox mode */
  readonly outboxDir: string | null;
  /**
   * Sends a message. With `once`, sending it again (its job run again after a crash
   * between the send and the job's end) writes no second file in outbox mode and gives it
   * the same Message-ID over SMTP, so a receiving server or mail program can drop the copy.
   */
  send(mail: OutgoingMail, once?: SentOnce): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  dataDir: string;
  from: string;
  /** the name mails are sent under, read at each send (the school's name; '' keeps `from` as it is) */
  senderName?: () => Promise<string>;
  log: FastifyBaseLogger;
}

/**
 * The From of a mail: the school's name before the sender's address
 * (docs/product-rules.md#r-setup-3), or `from` as configured while the school has none.
 */
export function senderOf(from: string, name: string): string | { name: string; address: string } {
  if (!name.trim()) return from;
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name: name.trim(), address };
}

/**
 * SMTP when configured; otherwise every message is rendered to a real RFC 822 file in
 * DATA_DIR/outbox (nodemailer's stream transport), so nothing is lost and a developer or
 * a test can open it.
 */
// Quoted-printable measures its 76-character lines from the last CRLF: with bare LF it
// would soft-break a short link line in the middle, and a reader of the raw message (the
// e2e test) would not find the link whole.
function crlf(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}

/** A short digest of a job's key: in the outbox file name and the Message-ID. */
function keyDigest(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

function messageId(from: string | { name: string; address: string }, once: SentOnce): string {
  const address = typeof from === 'string' ? (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from) : from.address;
  const domain = address.split('@')[1]?.trim() || 'studydesk.invalid';
  return `<${once.queuedAt}.${keyDigest(once.key)}@${domain}>`;
}

function envelope(from: string | { name: string; address: string }, mail: OutgoingMail, once?: SentOnce) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: crlf(mail.text),
    html: crlf(mail.html),
    attachments: mail.attachments,
    ...(once ? { messageId: messageId(from, once) } : {}),
  };
}

export function createMailer({ smtpUrl, dataDir, from: address, senderName, log }: MailerOptions): Mailer {
  const sender = async () => (senderName ? senderOf(address, await senderName()) : address);
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      outboxDir: null,
      async send(mail, once) {
        await transport.sendMail(envelope(await sender(), mail, once));
        log.info({ purpose: mail.purpose, refId: mail.refId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outboxDir = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    mode: 'outbox',
    outboxDir,
    async send(mail, once) {
      const info = await transport.sendMail(envelope(await sender(), mail, once));
      await fs.promises.mkdir(outboxDir, { recursive: true });
      const file = once
        ? await writeOnce(outboxDir, mail.purpose, String(mail.refId), once, info.message as Buffer)
        : await writeUnique(outboxDir, mail.purpose, String(mail.refId), info.message as Buffer);
      if (!file) {
        log.info({ purpose: mail.purpose, refId: mail.refId, key: once?.key }, 'mail already in the outbox (its job ran again)');
        return;
      }
      log.info({ purpose: mail.purpose, refId: mail.refId, file, link: mail.link }, `mail written to the outbox: ${mail.link ?? file}`);
    },
    close: () => transport.close(),
  };
}

const safe = (text: string) => text.replace(/[^A-Za-z0-9_.-]/g, '_');

// <timestamp>-<purpose>-<id>.eml; the timestamp is epoch ms (13 digits) so names sort by
// time, and bumped on a clash so two messages in one millisecond both survive. The bytes
// go to a hidden file first and are linked under the real name whole (a link never
// replaces an existing file), so a reader of the outbox never sees half a message.
async function writeUnique(dir: string, purpose: string, refId: string, message: Buffer): Promise<string> {
  const draft = path.join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
  await fs.promises.writeFile(draft, message, { flag: 'wx' });
  try {
    for (let stamp = Date.now(); ; stamp += 1) {
      const file = path.join(dir, `${stamp}-${safe(purpose)}-${safe(refId)}.eml`);
      try {
        await fs.promises.link(draft, file);
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    await fs.promises.rm(draft, { force: true });
  }
}

// A message of a job: <queued at>-<purpose>-<id>-<key digest>.eml, one name per job, so a
// second run of the job finds its name taken (the link fails) and writes nothing: null.
async function writeOnce(dir: string, purpose: string, refId: string, once: SentOnce, message: Buffer): Promise<string | null> {
  const draft = path.join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
  const file = path.join(dir, `${once.queuedAt}-${safe(purpose)}-${safe(refId)}-${keyDigest(once.key)}.eml`);
  await fs.promises.writeFile(draft, message, { flag: 'wx' });
  try {
    await fs.promises.link(draft, file);
    return file;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  } finally {
    await fs.promises.rm(draft, { force: true });
  }
}
