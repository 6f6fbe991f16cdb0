import type { Browser, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { AdminTranslationsPage } from '../pages/admin-translations-page';
import { AppFrame } from '../pages/app-frame';
import { StudyPlanView } from '../pages/teacher-study-plan-page';
import { ENGLISH, englishTextsIn, spanish } from '../support/english-text';

// Every screen of a teacher in Spanish, and the translations an admin manages reaching
// that teacher on their next page load (server/src/seed/dictionary/*.json, /admin/translations).

/** The demo teacher signs in (in English) and picks Spanish on their profile page. */
async function teacherInSpanish(page: Page): Promise<AppFrame> {
  if (!page.url().includes('/teacher/')) await loginAs(page, 'teacher');
  const frame = new AppFrame(page);
  await frame.sidebarLink('Profile').click();
  await expect(page).toHaveURL('/teacher/profile');
  const form = frame.area('mf_teacher').getByRole('region', { name: 'Your profile' });
  await form.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('banner').getByRole('button', { name: spanish('Log out'), exact: true })).toBeVisible();
  return frame;
}

/** The demo teacher reads English again, so later specs are not in Spanish (401: never signed in). */
async function backToEnglish(page: Page): Promise<void> {
  const english = await page.request.patch('/v1/user/settings', { data: { language: 'en' } });
  expect([200, 401], await english.text()).toContain(english.status());
}

async function adminOnTranslations(browser: Browser): Promise<AdminTranslationsPage> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await loginAs(page, 'admin');
  const translations = new AdminTranslationsPage(page);
  await translations.goto();
  await translations.expectShown();
  return translations;
}

/** Puts a shipped Spanish text back through the API (the admin's session). */
async function restoreSpanish(admin: Page, key: string): Promise<void> {
  const res = await admin.request.put('/v1/dictionary/translations', { data: { language: 'es', baseConstant: key, text: spanish(key) } });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('the interface in Spanish', () => {
  // in a hook, not only in each test's finally: a test that times out skips its finally
  test.afterEach(async ({ page }) => backToEnglish(page));

  test('a teacher who picks Spanish sees no English on the dashboard, a study plan, the activity dialog or a toast', async ({ page }) => {
    // the check itself: in English the dashboard is full of English dictionary texts
    await loginAs(page, 'teacher');
    await expect(page.locator('#sd-area-mf_teacher tbody a[href*="/teacher/study-plans/"]').first()).toBeVisible();
    expect((await englishTextsIn(page.locator('body'))).length).toBeGreaterThan(10);

    const frame = await teacherInSpanish(page);
    // soft: each screen is checked and reported, even after one finds English
    let activityId: number | null = null;
    try {
      // the dashboard
      await page.goto('/teacher/home');
      const plans = frame.area('mf_teacher').locator('tbody a[href*="/teacher/study-plans/"]');
      await expect(plans.first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: spanish('Log out'), exact: true })).toBeVisible();
      expect.soft(await englishTextsIn(page.locator('body')), 'English on the dashboard').toEqual([]);

      // a study plan, with an activity of our own to open and save
      await plans.first().click();
      const planId = Number(/study-plans\/(\d+)/.exec(page.url())?.[1]);
      const title = `E2E idioma ${Date.now().toString(36)}`;
      const created = await page.request.post('/v1/activity/create', { data: { studyPlanId: planId, lessonTitle: title, startTime: '2030-02-01T10:00:00.000Z' } });
      expect(created.status(), await created.text()).toBe(201);
      activityId = ((await created.json()) as { activity: { id: number } }).activity.id;
      await page.reload();
      const view = new StudyPlanView(page);
      await expect(view.activity(title)).toHaveCount(1);
      await expect(view.spotlights).toBeVisible();
      expect.soft(await englishTextsIn(page.locator('body')), 'English on the study plan').toEqual([]);

      // the activity dialog
      const dialog = await view.openActivity(title);
      await expect(dialog.root.getByLabel(spanish('Title'), { exact: true })).toHaveValue(title);
      expect.soft(await englishTextsIn(dialog.root), 'English in the activity dialog').toEqual([]);

      // a toast
      await dialog.root.getByLabel(spanish('Title'), { exact: true }).fill(`${title} guardada`);
      await dialog.button(spanish('Save')).click();
      const toast = frame.toasts.getByText(spanish('Activity saved')).first();
      await expect(toast).toBeVisible();
      expect.soft(await englishTextsIn(frame.toasts), 'English in the toasts').toEqual([]);
      await dialog.close();
    } finally {
      if (activityId !== null) await page.request.delete(`/v1/activity/task/${activityId}`);
    }
  });

  test('an admin edits one Spanish text; the teacher sees it after a reload', async ({ page, browser }) => {
    const key = 'Log out';
    const edited = `Salir ya ${Date.now().toString(36)}`;
    const frame = await teacherInSpanish(page);
    const admin = await adminOnTranslations(browser);
    try {
      await expect(admin.progressOf('Español')).toBeVisible();
      await admin.saveCell('Español', key, edited);
      // the cell shows the text; its name goes on to say what editing it does
      await expect(admin.cell('Español', key)).toHaveText(new RegExp(`^${edited} — `));

      await page.reload();
      await expect(page.getByRole('banner').getByRole('button', { name: edited, exact: true })).toBeVisible();
      await expect(frame.sidebar).toBeVisible();
    } finally {
      await restoreSpanish(admin.page, key);
      await admin.page.context().close();
    }
  });

  test('a key removed from Spanish shows its English text', async ({ page, browser }) => {
    const key = 'Profile';
    expect(spanish(key)).not.toBe(ENGLISH[key]);
    const frame = await teacherInSpanish(page);
    const admin = await adminOnTranslations(browser);
    try {
      await admin.saveCell('Español', key, '');
      // the cell shows "Missing"; its name goes on to say what editing it does
      await expect(admin.cell('Español', key)).toHaveText(/^Missing — /);

      await page.goto('/teacher/home');
      await expect(frame.sidebarLink(spanish('Study plans'))).toBeVisible();
      await expect(frame.sidebarLink(ENGLISH[key])).toBeVisible();
    } finally {
      await restoreSpanish(admin.page, key);
      await admin.page.context().close();
    }
  });
});
