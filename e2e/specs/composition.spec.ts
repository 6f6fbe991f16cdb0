import { test, signIn, type Role } from '../fixtures';
import { AdminStudentsPage } from '../pages/admin-students-page';
import { LoginPage } from '../pages/login-page';
import type { ScreenFactory } from '../pages/remote-screen';
import { RetentionPage } from '../pages/retention-page';
import { StudentHomePage } from '../pages/student-home-page';
import { TeacherHomePage } from '../pages/teacher-home-page';
import { TermsPage } from '../pages/terms-page';

// Each remote's route renders in the composed app, inside that remote's own area, with
// no uncaught page error (checked for every test by the fixture).
test('/login renders mf_auth’s sign-in form', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.expectShown();
});

test('/terms shows exactly "TODO"', async ({ page }) => {
  const terms = new TermsPage(page);
  await terms.goto();
  await terms.expectShown();
});

const signedIn: Array<{ role: Role; screen: ScreenFactory }> = [
  { role: 'admin', screen: AdminStudentsPage },
  { role: 'teacher', screen: TeacherHomePage },
  { role: 'student', screen: StudentHomePage },
  { role: 'admin', screen: RetentionPage },
];

for (const { role, screen: Screen } of signedIn) {
  // Page objects locate lazily, so one without a page can name its route.
  const probe = new Screen(null as never);
  test(`${probe.path} renders ${probe.remote} for a signed-in ${role}`, async ({ page }) => {
    await signIn(page, role);
    const screen = new Screen(page);
    await screen.goto();
    await screen.expectShown();
  });
}
