import { SMTPServer } from 'smtp-server';
import { test, expect, loginAs } from '../fixtures';
import { startAppInstance, type AppInstance } from '../support/app-instance';
import { freePortNow } from '../support/free-port';

/**
 * "Outgoing mail" (docs/architecture.md#outbox): a mail that cannot be sent is shown failed,
 * with its error, and an admin's Retry sends it once the mail server is back. This spec runs
 * an app of its own, whose SMTP_URL points at a loopback port nothing listens on (a mail
 * server that is down), and brings a real SMTP server up on that port before the retry.
 */

const SMTP_PORT = freePortNow();
const APP_PORT = freePortNow();
const APP_URL = `http://127.0.0.1:${APP_PORT}`;

test.use({ baseURL: APP_URL });
test.describe.configure({ timeout: 120_000 });

let app: AppInstance | null = null;
let smtp: SMTPServer | null = null;
const received: Array<{ to: string[]; message: string }> = [];

test.beforeAll(async () => {
  test.setTimeout(150_000);
  app = await startAppInstance({
    port: APP_PORT,
    env: {
      // the mail server is down: nothing listens there yet
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // one try, so the failure shows at once (the default retries for a while first)
      JOB_MAX_ATTEMPTS: '1',
    },
  });
});

test.afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
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
