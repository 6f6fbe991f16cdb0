import { test, expect, DEMO_ACCOUNTS } from '../fixtures';
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { TeacherHomePage } from '../pages/teacher-home-page';
import { holdRequests } from '../support/hold-requests';
import { messagesTo } from '../support/outbox';

// The signed-out pages come drawn in the server's HTML (mf-auth prerenders them when it
// is built), so the form shows and works before, or without, any script.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login shows the sign-in form, and signing in with it opens a session', async ({ page }) => {
    await page.goto('/login');
    const form = page.locator('#sd-prerendered');
    await expect(form.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(form.getByLabel('Email')).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toBeVisible();

    await form.getByLabel('Email').fill(DEMO_ACCOUNTS.teacher.email);
    await form.getByLabel('Password', { exact: true }).fill('not the password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/login?signin=wrong');
    await expect(page.locator('#sd-prerendered').getByRole('alert')).toHaveText('Invalid email or password');

    await page.locator('#sd-prerendered').getByLabel('Email').fill(DEMO_ACCOUNTS.teacher.email);
    await page.locator('#sd-prerendered').getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.teacher.password);
    await page.locator('#sd-prerendered').getByRole('button', { name: 'Sign in' }).click();
    // the shell takes the session up from here when scripts run (see the next test)
    await expect(page).toHaveURL(/\/\?signedin=\d+$/);
    const id = new URL(page.url()).searchParams.get('signedin');
    const me = await page.request.get(`/v1/user/data/${id}`);
    expect(me.status()).toBe(200);
    expect((await me.json()).user.email).toBe(DEMO_ACCOUNTS.teacher.email);
  });

  test('the page is drawn in the browser’s language, and in the language cookie’s over it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/forgotten-password');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('#sd-prerendered h1')).toHaveText('Mot de passe oublié');
    const { origin } = new URL(page.url());
    await context.addCookies([{ name: 'sd_lang', value: 'de', url: origin }]);
    await page.goto('/login');
    await expect(page.locator('#sd-prerendered h1')).toHaveText('Anmelden');
    await context.close();
  });
});

test('with JavaScript the sign-in page hydrates the server’s markup where it is: the same nodes, what was typed stays, and signing in works', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // the scripts are held back until the address is typed into the server's form
  const release = await holdRequests(page, /\/main\.js/);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('#sd-prerendered').getByLabel('Correo electrónico').fill(DEMO_ACCOUNTS.teacher.email);
  // the field the server drew, marked so that a field drawn anew would not carry the mark
  await page.locator('#sd-prerendered').getByLabel('Correo electrónico').evaluate((field) => field.setAttribute('data-drawn-by-server', ''));
  release();

  const login = new LoginPage(page);
  await expect(page.locator('#sd-prerendered form[data-live]')).toHaveCount(1);
  const email = login.content.getByLabel('Correo electrónico');
  await expect(email).toHaveAttribute('data-drawn-by-server', '');
  await expect(email).toHaveValue(DEMO_ACCOUNTS.teacher.email);
  await login.content.getByLabel('Contraseña', { exact: true }).fill(DEMO_ACCOUNTS.teacher.password);
  await login.content.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL('/teacher/home');
  await expect(new TeacherHomePage(page).rows.first()).toBeVisible();
  expect(problems.filter((text) => /hydrat/i.test(text)), 'hydration problems').toEqual([]);
  await context.close();
});

test('a sign-in form sent before the scripts ran ends signed in on the home page once they run', async ({ browser }) => {
  // two browsers and two whole sign-in paths (the form's post, then the app's start): 10-24 s
  // on a busy two-core machine, against the default 30 s
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/login');
  await noScript.locator('#sd-prerendered').getByLabel('Email').fill(DEMO_ACCOUNTS.teacher.email);
  await noScript.locator('#sd-prerendered').getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.teacher.password);
  await noScript.locator('#sd-prerendered').getByRole('button', { name: 'Sign in' }).click();
  await expect(noScript).toHaveURL(/\/\?signedin=\d+$/);
  const landing = noScript.url();
  // the same answer, now in a browser that runs the page's scripts (same cookies)
  const withScripts = await browser.newContext({ storageState: await context.storageState() });
  const page = await withScripts.newPage();
  await page.goto(landing);
  await expect(page).toHaveURL('/teacher/home');
  await expect(new TeacherHomePage(page).rows.first()).toBeVisible();
  await context.close();
  await withScripts.close();
});

test('a form that needs the scripts, sent before they ran, is sent once they run (never to the page, its fields in the address)', async ({ page }) => {
  const email = DEMO_ACCOUNTS.guardian.email;
  const before = messagesTo(email);
  const release = await holdRequests(page, /\/main\.js/);
  // the page is parsed (its own small start script has run); the shell's entry is held back
  await page.goto('/forgotten-password', { waitUntil: 'domcontentloaded' });
  const drawn = page.locator('#sd-prerendered');
  await drawn.getByLabel('Email').fill(email);
  await drawn.getByRole('button', { name: 'Send link' }).click();
  await expect(drawn.locator('form[data-held]')).toHaveCount(1);
  release();

  await expect(page.getByText("If an account exists for that address, we've sent a link")).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/forgotten-password');
  await expect.poll(() => messagesTo(email)).toBe(before + 1);
});

/**
 * The UI kit's files, as the teacher's remote would ask for them for its screen: the copy
 * of whichever remote provides the shared kit (one loaded already, like the sign-in's own).
 */
async function uiKitCopies(page: Page): Promise<string[][]> {
  const kitCopies: string[][] = [];
  for (const remote of ['auth', 'teacher']) {
    const manifest = (await (await page.request.get(`/mf/${remote}/mf-manifest.json`)).json()) as { shared: Array<{ name: string; assets: { js: { sync: string[] } } }> };
    const files = manifest.shared.find((shared) => shared.name === '@studydesk/shared/ui')?.assets.js.sync ?? [];
    expect(files.length, `${remote} shares the kit`).toBeGreaterThan(0);
    kitCopies.push(files.map((file) => `/mf/${remote}/${file}`));
  }
  return kitCopies;
}

test("while a first sign-in is checked, the browser fetches the code every home screen renders with, so the home is one round of requests after the answer", async ({ page }) => {
  const kitCopies = await uiKitCopies(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // the password check takes as long as the test needs: the answer is held back
  const answer = await holdRequests(page, /\/v1\/auth\/login$/);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_ACCOUNTS.teacher.email, DEMO_ACCOUNTS.teacher.password);
  // this browser never signed in: it cannot know the role, yet the kit comes before the answer
  await expect.poll(() => kitCopies.some((files) => files.every((file) => requested.includes(file)))).toBe(true);
  expect(requested.some((path) => path.includes('/v1/studyplan/dashboard')), 'no data is asked for before the answer').toBe(false);
  answer();
  await expect(page).toHaveURL('/teacher/home');
  await expect(new TeacherHomePage(page).rows.first()).toBeVisible();
});

test('from the first keystroke in the sign-in form, before it is sent, the browser fetches the code every home screen renders with', async ({ page }) => {
  const kitCopies = await uiKitCopies(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const hasKit = () => kitCopies.some((files) => files.every((file) => requested.includes(file)));
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.email).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(hasKit(), 'the sign-in page alone does not fetch it').toBe(false);
  await login.email.pressSequentially('teach', { delay: 30 });
  await expect.poll(hasKit).toBe(true);
  expect(requested.some((path) => path.startsWith('/v1/auth/login')), 'nothing was sent').toBe(false);
});
