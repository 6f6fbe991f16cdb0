import { test, expect, loginAs, signIn } from '../fixtures';
import { deleteActivities, dialogDate, resetPayPolicy } from '../pages/admin-api';
import { AdminSiteSettingsPage } from '../pages/admin-site-settings-page';
import { StudentPlanPage } from '../pages/student-plan-page';
import { TeacherHomePage } from '../pages/teacher-home-page';
import { StudyPlanView } from '../pages/teacher-study-plan-page';
import { BASE_URL } from '../support/run-env';

// docs/product-rules.md#r-pay-1 and docs/product-rules.md#r-pay-2: an admin sets the pay policy;
// the teacher records a late cancellation (no credit) and one with notice (a credit); a
// make-up lesson uses the credit, and the student sees it used.

const STUDENT = 'José García';
const PLAN = 'Business English B2';
const HOUR = 3600_000;

test('a late cancellation gives no credit, one with notice does, and a make-up lesson uses it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const late = `E2E late ${run}`;
  const notice = `E2E notice ${run}`;
  const makeUp = `E2E make-up ${run}`;

  // the admin's policy: 24 hours' notice, no monthly cap (earlier runs may have used it up)
  const admin = await browser.newContext({ baseURL: BASE_URL });
  const adminPage = await admin.newPage();
  await loginAs(adminPage, 'admin');
  const settings = new AdminSiteSettingsPage(adminPage);
  await settings.goto();
  const policy = adminPage.getByTestId('pay-policy');
  await expect(policy.getByLabel('Notice window (hours)')).toHaveValue('48');
  await policy.getByLabel('Notice window (hours)').fill('24');
  await policy.getByLabel('Make-up credits per student per month').fill('0');
  await expect(policy.getByTestId('pay-policy-cancelled_late').getByLabel("Teacher's share (%)")).toHaveValue('50');
  await expect(policy.getByTestId('pay-policy-cancelled_late').getByLabel('Make-up credit')).not.toBeChecked();
  await policy.getByRole('button', { name: 'Save pay policy' }).click();
  await expect(adminPage.getByText('Pay policy saved').first()).toBeVisible();

  await loginAs(page, 'teacher');
  const { view, planId } = await new TeacherHomePage(page).openPlan(STUDENT, PLAN);
  try {
    // two lessons: one in 2 hours (inside the notice window), one in 5 days
    for (const [title, inHours] of [[late, 2], [notice, 120]] as const) {
      const created = await page.request.post('/v1/activity/create', {
        data: { studyPlanId: planId, lessonTitle: title, startTime: new Date(Date.now() + inHours * HOUR).toISOString(), lessonLength: 1 },
        headers: { Origin: BASE_URL },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await page.reload();
    await view.expectLoaded(PLAN);

    const lateDialog = await view.openActivity(late);
    await expect(lateDialog.root.getByRole('option', { name: 'Cancelled late (suggested)' })).toBeAttached();
    await expect(lateDialog.root.getByRole('option', { name: 'Held' })).toBeDisabled();
    await lateDialog.field('Outcome').selectOption('cancelled_late');
    await expect(page.getByText('Outcome saved').first()).toBeVisible();
    await expect(page.getByText(/make-up credit given/)).toHaveCount(0);
    await lateDialog.close();
    await expect(view.activity(late)).toContainText('Cancelled');

    const noticeDialog = await view.openActivity(notice);
    await expect(noticeDialog.root.getByRole('option', { name: 'Cancelled by the student with notice (suggested)' })).toBeAttached();
    await noticeDialog.field('Outcome').selectOption('cancelled_notice');
    await expect(page.getByText('1 make-up credit given').first()).toBeVisible();
    await noticeDialog.close();
    const credits = view.root.getByTestId('make-up-credits');
    await expect(credits.getByTestId('make-up-credit').filter({ hasText: notice })).toHaveAttribute('data-state', 'open');

    // a make-up lesson planned in the dialog uses the open credit
    await view.planMakeUpLesson(makeUp, dialogDate(20, 1));
    const used = credits.getByTestId('make-up-credit').filter({ hasText: notice });
    await expect(used).toHaveAttribute('data-state', 'used');
    await expect(used).toContainText(`Used by ${makeUp}`);

    // the student sees the credit, used by the make-up lesson
    const student = await browser.newContext({ baseURL: BASE_URL });
    const studentPage = await student.newPage();
    try {
      await signIn(studentPage, 'student');
      const listed = await studentPage.request.get(`/v1/make-up-credits?studyPlanId=${planId}`);
      expect(listed.status()).toBe(200);
      const mine = ((await listed.json()) as { credits: Array<{ state: string; usedBy: { lessonTitle: string } | null }> }).credits;
      expect(mine.filter((credit) => credit.usedBy?.lessonTitle === makeUp).map((credit) => credit.state)).toEqual(['used']);
      const home = new StudentPlanPage(studentPage).at(planId);
      await home.goto();
      const studentView = new StudyPlanView(studentPage, 'mf_student');
      // the lessons come from mf_teacher's parcel inside the student's page: slow on a busy machine
      await expect(studentView.activities).toBeVisible({ timeout: 60_000 });
      const own = studentView.root.getByTestId('make-up-credit').filter({ hasText: notice });
      await expect(own).toHaveAttribute('data-state', 'used', { timeout: 60_000 });
      await expect(own).toContainText(`Used by ${makeUp}`);
    } finally {
      await student.close();
    }
  } finally {
    for (const title of [makeUp, notice, late]) await deleteActivities(page, planId, title);
    await resetPayPolicy(adminPage);
    await admin.close();
  }
});
