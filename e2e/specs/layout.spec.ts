import type { Page } from '@playwright/test';
import { test, expect, signIn } from '../fixtures';
import { AdminGroupsPage } from '../pages/admin-groups-page';
import { AdminStudentsPage } from '../pages/admin-students-page';
import { holdRequests } from '../support/hold-requests';

/** signed in as the admin, on the students screen */
async function studentsScreen(page: Page): Promise<AdminStudentsPage> {
  await signIn(page, 'admin');
  const students = new AdminStudentsPage(page);
  await students.goto();
  await students.expectShown();
  return students;
}

test.describe('toasts', () => {
  // docs/product-rules.md#r-toast-1: "Toasts appear top centre". A remote that cannot load raises one.
  test('appear at the top centre of the window', async ({ page, remotesManifest, remoteHosts }) => {
    remotesManifest.point('mf_admin', (await remoteHosts.stopped('mf-admin')).manifestUrl);
    await signIn(page, 'admin');
    const students = new AdminStudentsPage(page);
    await students.goto();

    const toast = students.errorToasts.first();
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the toast has no box, or the page no viewport');
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2), 'horizontal centre').toBeLessThanOrEqual(2);
    expect(box.y, 'distance from the top').toBeLessThan(40);
    expect(box.y).toBeGreaterThanOrEqual(0);
  });
});

test.describe('sidebar', () => {
  test('the menu button hides and shows it on a wide screen', async ({ page }) => {
    const students = await studentsScreen(page);

    await students.expectSidebarOpen(true);
    await students.menuButton.click();
    await students.expectSidebarOpen(false);
    await students.menuButton.click();
    await students.expectSidebarOpen(true);
  });

  test('its links navigate within the page, and mark the current one', async ({ page }) => {
    const students = await studentsScreen(page);
    await expect(students.sidebarLink('Students')).toHaveAttribute('aria-current', 'page');
    await students.markDocument();

    await students.sidebarLink('Groups').click();
    const groups = new AdminGroupsPage(page);
    await groups.expectShown();
    await expect(groups.sidebarLink('Groups')).toHaveAttribute('aria-current', 'page');
    await expect(groups.sidebarLink('Students')).not.toHaveAttribute('aria-current', 'page');
    expect(await groups.isMarkedDocument()).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('starts closed, opens from the menu button and closes after navigating', async ({ page }) => {
      const students = await studentsScreen(page);

      await students.expectSidebarOpen(false);
      await students.menuButton.click();
      await expect(students.sidebar).toBeVisible();
      await students.sidebarLink('Groups').click();
      await new AdminGroupsPage(page).expectShown();
      await expect(students.sidebar).toBeHidden();
    });
  });
});

test.describe('loading indicator', () => {
  // The loading indicator's delay (docs/product-rules.md#r-load-1). The remote's entry is held
  // back until the indicator shows, then released.
  test('shows while a remote is slow to load and goes once it has loaded', async ({ page }) => {
    await signIn(page, 'admin');
    const release = await holdRequests(page, '**/mf/admin/remoteEntry.js');
    const students = new AdminStudentsPage(page);

    // The shell may ask for the held-back entry before the page's load event (it starts
    // the remote as soon as its own few files are in), and that event would then wait
    // for it: only the document is waited for here.
    await students.goto({ waitUntil: 'domcontentloaded' });
    await expect(students.loadingIndicator).toBeVisible();
    release();
    await students.expectShown();
    await expect(students.loadingIndicator).toHaveCount(0);
  });
});

test.describe('the page before its scripts (a slow first visit)', () => {
  test('shows the frame background at once and, after 300 ms, the loading bar; CSS only', async ({ page }) => {
    // a screen the server does not draw into the page (the signed-out pages come drawn)
    // hold every script back, as a slow phone network does
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    const response = await page.goto('/admin/home', { waitUntil: 'commit' });
    const scriptSrc = (response?.headers()['content-security-policy'] ?? '').split(';').find((directive) => directive.trim().startsWith('script-src '));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain('unsafe-inline');
    // a JSON data block (the remotes manifest) is never executed, so it is not a script to the policy
    expect(await page.locator('script:not([src]):not([type="application/json"])').count(), 'no inline script').toBe(0);
    const indicator = page.getByTestId('boot-indicator');
    await expect(indicator).toBeAttached();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(245, 247, 251)');
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    // hidden during the first 300 ms (docs/product-rules.md#r-load-1), then shown until the app replaces it
    expect(await indicator.evaluate((element) => getComputedStyle(element).animationDelay)).toBe('0.3s');
    await expect(indicator).toBeVisible({ timeout: 2000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(indicator).toHaveCount(0);
  });
});
