/** The mail outbox of a test app (messages are written as .eml files, oldest first). */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';

/** The outbox messages, oldest first (names start with epoch ms). */
export function outboxFiles(app: FastifyInstance): string[] {
  const dir = app.mailer.outboxDir;
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Waits until the outbox holds `count` messages: some are written after the request that
 * caused them was answered (the forgotten-password message).
 */
export async function waitForMessages(app: FastifyInstance, count: number, timeoutMs = 5000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  while (outboxFiles(app).length < count) {
    if (Date.now() > until) throw new Error(`the outbox has ${outboxFiles(app).length} of ${count} messages`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return outboxFiles(app);
}

export function newestMessage(app: FastifyInstance): string {
  const files = outboxFiles(app);
  if (files.length === 0) throw new Error('the outbox is empty');
  return fs.readFileSync(files[files.length - 1], 'utf8');
}

/** The token of the first /set/<token> link in a message, read as the e2e test does. */
export function linkToken(message: string): string {
  const match = /\/set\/([A-Za-z0-9_-]+)/.exec(message);
  if (!match) throw new Error(`no /set/ link in:\n${message}`);
  return match[1];
}

/** A message read as a mail program reads it: subject and decoded text and HTML parts. */
export async function readMessage(file: string): Promise<{ subject: string; text: string; html: string }> {
  const parsed = await simpleParser(fs.readFileSync(file));
  return { subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
}

/**
 * Runs the outbox's due jobs until none is queued and due or running (the runner woken by an
 * enqueue may hold one for a moment): every mail the test caused has been sent then.
 */
export async function runJobs(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await app.jobs.runDue();
    const busy = await app.db
      .selectFrom('jobs')
      .select('id')
      .where((eb) => eb.or([eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', Date.now())]), eb('state', '=', 'running')]))
      .executeTakeFirst();
    if (!busy) return;
    if (Date.now() > until) throw new Error('jobs still queued or running');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
