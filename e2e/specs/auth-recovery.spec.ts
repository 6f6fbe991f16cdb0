import { test, expect, signIn, type Role } from '../fixtures';
import { registerUser } from '../pages/admin-api';
import { LoginPage } from '../pages/login-page';
import { messagesTo, setPasswordLink } from '../support/outbox';
import type { Browser, Page } from '@playwright/test';

const SENT = "If an account exists for that address, we've sent a link";

/** Asks for a reset link on /forgotten-password and returns the link mailed for it. */
async function requestReset(page: Page, email: string): Promise<string> {
  const before = messagesTo(email);
  await page.goto('/forgotten-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect.poll(() => messagesTo(email)).toBe(before + 1);
  const link = setPasswordLink(email);
  expect(link).toMatch(/^\/set\/[A-Za-z0-9_-]{20,}$/);
  return link as string;
}

async function setPassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set')).toBeVisible();
}

async function signInWithForm(page: Page, email: string, password: string, role: Role): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(`/${role}/home`);
}

async function freshTeacher(page: Page): Promise<string> {
  await signIn(page, 'admin');
  const email = `recovery.${Date.now().toString(36)}@example.com`;
  await registerUser(page, { firstName: 'Rosa', lastName: 'Recupero', email, profile: 'teacher' });
  return email;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('the forgotten-password flow: link by mail, new password, sign in; the link works once', async ({ page, browser }) => {
  const email = await freshTeacher(page);
  const visitor = await newPage(browser);
  try {
    const link = await requestReset(visitor, email);
    await setPassword(visitor, link, 'correct horse battery staple');
    await signInWithForm(visitor, email, 'correct horse battery staple', 'teacher');

    // the same link again is explained as soon as it opens, not offered a form
    const again = await newPage(browser);
    await again.goto(link);
    await expect(again.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
    await expect(again.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await expect(again.getByLabel('New password')).toHaveCount(0);
    await again.context().close();
  } finally {
    await visitor.context().close();
  }
});

test('a link that is not valid is explained on opening, with the way to a new one', async ({ page }) => {
  await page.goto('/set/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgotten-password$/);
});

test('an unknown address gets the same answer and no mail', async ({ page }) => {
  const email = `nobody.${Date.now().toString(36)}@example.com`;
  await page.goto('/forgotten-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  expect(messagesTo(email)).toBe(0);
});

test('a session ended on the server sends the user to /login', async ({ page, browser }) => {
  const email = await freshTeacher(page);
  const first = await newPage(browser);
  const elsewhere = await newPage(browser);
  try {
    await setPassword(first, await requestReset(first, email), 'first long password');
    await signInWithForm(first, email, 'first long password', 'teacher');

    // A password change elsewhere ends every other session of that user on the server.
    await setPassword(elsewhere, await requestReset(elsewhere, email), 'second long password');

    // The first browser still holds its (now dead) cookie and persisted profile: its next
    // call answers Unauthorized, which logs it out.
    await first.reload();
    await expect(first).toHaveURL('/login');
    await expect(first.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const slice = await first.evaluate(() => JSON.parse(localStorage.getItem('studydesk:user') ?? 'null'));
    expect(slice?.profile ?? null).toBeNull();
  } finally {
    await first.context().close();
    await elsewhere.context().close();
  }
});
