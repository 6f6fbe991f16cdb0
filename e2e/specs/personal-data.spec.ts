import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import type { Browser, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { LoginPage } from '../pages/login-page';
import { AdminPersonalDataPage, PersonalDataCard } from '../pages/personal-data-page';
import { dataExportLink, setPasswordLink } from '../support/outbox';

// docs/product-rules.md#r-privacy-2, docs/product-rules.md#r-privacy-3: one story across three browsers
test.setTimeout(180_000);

const PASSWORD = 'lantern over the quiet harbour';

/** A new person, invited by the signed-in admin; returns their id. */
async function invite(admin: Page, person: { firstName: string; lastName: string; email: string; profile: 'student' | 'guardian' }): Promise<number> {
  const created = await admin.request.post('/v1/auth/register', { data: { ...person, sendInvitation: true } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { user: { id: number } }).user.id;
}

/** A browser of their own, signed in from their invitation. */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  await expect.poll(() => setPasswordLink(email)).toMatch(/^\/set\//);
  const page = await (await browser.newContext()).newPage();
  await new LoginPage(page).setPasswordThenSignIn(setPasswordLink(email) as string, email, PASSWORD);
  return page;
}

/** Unpacks a downloaded ZIP into a folder of its own; returns the folder. */
async function unpack(file: string): Promise<string> {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-copy-'));
  for (const entry of Object.values(zip.files).filter((e) => !e.dir)) {
    const target = path.join(dir, entry.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await entry.async('nodebuffer'));
  }
  return dir;
}

test('a student downloads their data and reads it; an admin approves their erasure: they cannot sign in and their guardian no longer lists them', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  const tag = Date.now().toString(36);
  const name = { firstName: 'Erin', lastName: `Leaving${tag}` };
  const studentEmail = `erin.${tag}@example.com`;
  const guardianEmail = `gus.${tag}@example.com`;
  const studentId = await invite(page, { ...name, email: studentEmail, profile: 'student' });
  const guardianId = await invite(page, { firstName: 'Gus', lastName: `Parent${tag}`, email: guardianEmail, profile: 'guardian' });
  expect((await page.request.post(`/v1/guardians/${guardianId}/students`, { data: { studentId } })).status()).toBe(200);

  const student = await signedIn(browser, studentEmail);
  const guardian = await signedIn(browser, guardianEmail);
  await expect(guardian.getByRole('link', { name: new RegExp(`Erin ${name.lastName}`) })).toBeVisible();

  // the copy: asked on the profile, mailed as a link, downloaded from the profile
  await student.goto('/student/profile');
  const card = PersonalDataCard.onProfile(student);
  await card.askForCopy();
  await expect.poll(() => dataExportLink(studentEmail), { timeout: 30_000 }).not.toBeNull();
  await student.reload();
  const downloading = student.waitForEvent('download');
  await card.root.getByRole('link', { name: /^Download \(until / }).click();
  const folder = await unpack(await (await downloading).path());
  expect(fs.existsSync(path.join(folder, 'data', 'people', 'users.json'))).toBe(true);
  await student.goto(`file://${path.join(folder, 'index.html')}`);
  await expect(student.getByRole('heading', { level: 1, name: /^Your data at / })).toBeVisible();
  await expect(student.getByText(`Erin ${name.lastName}`, { exact: false }).first()).toBeVisible();

  // the erasure: asked by the student, approved by an admin
  await student.goto('/student/profile');
  await card.askForErasure();
  const queue = new AdminPersonalDataPage(page);
  await queue.goto();
  await queue.expectShown();
  await queue.approveErasureOf(`Erin ${name.lastName}`);
  await expect
    .poll(async () => ((await (await page.request.get(`/v1/privacy/people/${studentId}/requests`)).json()) as { requests: Array<{ kind: string; state: string }> }).requests.find((r) => r.kind === 'erasure')?.state, { timeout: 30_000 })
    .toBe('done');

  const login = new LoginPage(await (await browser.newContext()).newPage());
  await login.goto();
  await login.signIn(studentEmail, PASSWORD);
  await expect(login.page.getByRole('alert').first()).toBeVisible();
  await expect(login.page).toHaveURL(/\/login/);

  await guardian.reload();
  await expect(guardian.getByRole('heading', { level: 1, name: 'My students' })).toBeVisible();
  await expect(guardian.getByText('No students linked to you yet')).toBeVisible();
  await expect(guardian.getByText(name.lastName)).toHaveCount(0);
});
