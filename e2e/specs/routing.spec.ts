import { test, expect, signIn, type Role } from '../fixtures';
import { LoginPage } from '../pages/login-page';

// docs/product-rules.md#r-route-1: the redirects of the route table, as the browser sees them.
test.describe('redirects when nobody is signed in', () => {
  for (const path of ['/', '/set', '/admin']) {
    test(`${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await new LoginPage(page).expectShown();
    });
  }

  test('an unknown path goes to /login', async ({ page }) => {
    await page.goto('/no/such/page');
    await new LoginPage(page).expectShown();
  });

  test('a role page needs a session: /admin/students goes to /login', async ({ page }) => {
    await page.goto('/admin/students');
    await new LoginPage(page).expectShown();
  });
});

test.describe('redirects for a signed-in user', () => {
  for (const role of ['teacher', 'admin', 'student'] satisfies Role[]) {
    test(`an unknown path goes to /${role}/home for a ${role}`, async ({ page }) => {
      await signIn(page, role);
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(`/${role}/home`);
    });
  }

  test('a trailing slash is dropped: /teacher/home/ is /teacher/home', async ({ page }) => {
    await signIn(page, 'teacher');
    await page.goto('/teacher/home/');
    await expect(page).toHaveURL('/teacher/home');
  });
});
