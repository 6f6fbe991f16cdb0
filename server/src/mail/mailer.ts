import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
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

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** the folder messages are written to in outbox mode */
  readonly outboxDir: string | null;
  send(mail: OutgoingMail): Promise<void>;
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

function envelope(from: string | { name: string; address: string }, mail: OutgoingMail) {
  return { from, to: mail.to, subject: mail.subject, text: crlf(mail.text), html: crlf(mail.html), attachments: mail.attachments };
}

export function createMailer({ smtpUrl, dataDir, from: address, senderName, log }: MailerOptions): Mailer {
  const sender = async () => (senderName ? senderOf(address, await senderName()) : address);
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      outboxDir: null,
      async send(mail) {
        await transport.sendMail(envelope(await sender(), mail));
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
    async send(mail) {
      const info = await transport.sendMail(envelope(await sender(), mail));
      await fs.promises.mkdir(outboxDir, { recursive: true });
      const file = await writeUnique(outboxDir, mail.purpose, String(mail.refId), info.message as Buffer);
      log.info({ purpose: mail.purpose, refId: mail.refId, file, link: mail.link }, `mail written to the outbox: ${mail.link ?? file}`);
    },
    close: () => transport.close(),
  };
}

// <timestamp>-<purpose>-<id>.eml; the timestamp is epoch ms (13 digits) so names sort by
// time, and bumped on a clash so two messages in one millisecond both survive. The bytes
// go to a hidden file first and are linked under the real name whole (a link never
// replaces an existing file), so a reader of the outbox never sees half a message.
async function writeUnique(dir: string, purpose: string, refId: string, message: Buffer): Promise<string> {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9_.-]/g, '_');
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
