import { test, expect, DEMO_ACCOUNTS, loginAs, type RemoteName, type Role } from '../fixtures';
import { AppFrame } from '../pages/app-frame';
import { LoginPage } from '../pages/login-page';

// Sign-in through mf_auth's form, the shell reacting on the session bus (docs/architecture.md#the-session-bus).
const homes: Record<Role, RemoteName> = { admin: 'mf_admin', teacher: 'mf_teacher', student: 'mf_student', guardian: 'mf_student' };

for (const role of Object.keys(homes) as Role[]) {
  test(`a ${role} signs in with the form and lands on /${role}/home`, async ({ page }) => {
    await loginAs(page, role);
    const frame = new AppFrame(page);
    await expect(frame.area(homes[role])).not.toBeEmpty();
    await expect(frame.filledAreas()).toHaveCount(1);
    await expect(frame.areaError(homes[role])).toHaveCount(0);
  });
}

test('a wrong password keeps the user on /login and says so', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_ACCOUNTS.teacher.email, 'not the password');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(login.email).toHaveValue(DEMO_ACCOUNTS.teacher.email);
});

test('the session survives a reload, and logging out returns to /login for good', async ({ page }) => {
  await loginAs(page, 'teacher');
  await page.reload();
  await expect(page).toHaveURL('/teacher/home');

  await page.getByRole('button', { name: 'Log out' }).click();
  await new LoginPage(page).expectShown();
  await page.goto('/teacher/home');
  await expect(page).toHaveURL('/login');
});
