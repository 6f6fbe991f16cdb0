import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { test, expect, loginAs } from '../fixtures';
import { REPO_ROOT, defaultManifest, writeManifest } from '../support/run-env';

/**
 * "Outgoing mail" (docs/architecture.md#outbox): a mail that cannot be sent is shown failed,
 * with its error, and an admin's Retry sends it once the mail server is back. This spec runs
 * an app of its own, whose SMTP_URL points at a loopback port nothing listens on (a mail
 * server that is down), and brings a real SMTP server up on that port before the retry.
 */

function freePort(): number {
  const probe = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
}

const SMTP_PORT = freePort();
const APP_PORT = freePort();
const APP_URL = `http://127.0.0.1:${APP_PORT}`;

test.use({ baseURL: APP_URL });
test.describe.configure({ timeout: 120_000 });

let server: ChildProcess | null = null;
let runDir = '';
let smtp: SMTPServer | null = null;
const received: Array<{ to: string[]; message: string }> = [];

test.beforeAll(async () => {
  test.setTimeout(150_000);
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-e2e-mail-'));
  const remotesFile = path.join(runDir, 'remotes.json');
  writeManifest(remotesFile, defaultManifest());
  server = spawn(process.execPath, [path.join(REPO_ROOT, 'server', 'dist', 'index.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: APP_URL,
      DATA_DIR: path.join(runDir, 'data'),
      STATIC_ROOT: REPO_ROOT,
      REMOTES_FILE: remotesFile,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SHED_LAG_MS: '0',
      WORKERS: '1',
      // the mail server is down: nothing listens there yet
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // one try, so the failure shows at once (the default retries for a while first)
      JOB_MAX_ATTEMPTS: '1',
    },
  });
  server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${APP_URL}/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the mail test app did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
});

test('an admin sees a mail that could not be sent, retries it once the mail server is back, and it is sent', async ({ page }) => {
  // a password reset for the admin's own address: its job fails, the mail server being down
  const forgot = await page.request.post('/v1/auth/forgot', { data: { email: 'admin@example.com' }, headers: { Origin: APP_URL } });
  expect(forgot.status()).toBe(200);

  await loginAs(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Outgoing mail' }).click();
  await expect(page).toHaveURL('/admin/outgoing-mail');
  await expect(page.getByRole('heading', { name: 'Outgoing mail' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'admin@example.com' }).filter({ hasText: 'Password reset' });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Failed after 1 try', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('ECONNREFUSED');

  // the failed filter shows it too
  await page.getByRole('radio', { name: 'Failed' }).click();
  await expect(row).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('outgoing-mail-failed.png'), fullPage: true });

  // the mail server comes up on that port
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), message: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(SMTP_PORT, '127.0.0.1', resolve));

  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The mail to admin@example.com is queued again').first()).toBeVisible();
  await page.getByRole('radio', { name: 'All' }).click();
  await expect(async () => {
    await page.reload();
    await expect(row.first()).toContainText('Sent', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.first()).not.toContainText('ECONNREFUSED');

  // sent once, to the admin, with a set-password link
  expect(received.filter((mail) => mail.to.includes('admin@example.com'))).toHaveLength(1);
  expect(received[0].message.replace(/=\r?\n/g, '')).toMatch(/\/set\/[A-Za-z0-9_-]+/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(row.first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('outgoing-mail-phone.png'), fullPage: true });
});
