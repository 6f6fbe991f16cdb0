import { test, expect, loginAs } from '../fixtures';
import { deleteActivities } from '../pages/admin-api';
import { TeacherHomePage } from '../pages/teacher-home-page';
import { BASE_URL } from '../support/run-env';

// A paid lesson is on a teacher's payment record: the server refuses to change, un-complete
// or delete it. Its dialog must not offer those actions as if they could work: they are
// disabled, with the reason beside them, while copying and comments stay open.

const STUDENT = 'José García';
const PLAN = 'Business English B2';

test('a paid lesson: Mark not completed, the fields and Delete are disabled with the reason', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const title = `E2E paid ${Date.now().toString(36)}`;
  await loginAs(page, 'teacher');
  const home = new TeacherHomePage(page);
  const { view, planId } = await home.openPlan(STUDENT, PLAN);

  // a lesson taught two days ago, completed
  const start = new Date(Date.now() - 2 * 24 * 3600_000);
  start.setUTCHours(10, 0, 0, 0);
  const created = await page.request.post('/v1/activity/create', {
    data: { studyPlanId: planId, lessonTitle: title, startTime: start.toISOString(), lessonLength: 1, isCompleted: true },
    headers: { Origin: BASE_URL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const activityId = ((await created.json()) as { activity: { id: number } }).activity.id;

  // the admin pays it
  const admin = await browser.newContext({ baseURL: BASE_URL });
  const adminPage = await admin.newPage();
  await loginAs(adminPage, 'admin');
  const pay = (paid: boolean) => adminPage.request.post('/v1/teacherpayment/marksinglepaid', { data: { activityId, paid }, headers: { Origin: BASE_URL } });
  try {
    const paid = await pay(true);
    expect(paid.status(), await paid.text()).toBe(200);

    await page.reload();
    await view.expectLoaded(PLAN);
    const dialog = await view.openActivity(title);
    const reason = dialog.root.getByTestId('activity-locked-reason');
    await expect(reason).toHaveText(/has been paid/);
    for (const name of ['Mark not completed', 'Delete']) {
      const button = dialog.button(name);
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/has been paid/);
    }
    await expect(dialog.root.getByRole('button', { name: 'Save' })).toHaveCount(0);
    for (const label of ['Title', 'Date', 'Time', 'Length (hours)']) await expect(dialog.field(label)).toBeDisabled();
    await expect(dialog.button('Copy')).toBeEnabled();
    await expect(dialog.root.getByLabel('Add a comment')).toBeEnabled();
    await dialog.close();
  } finally {
    await pay(false);
    await admin.close();
    await deleteActivities(page, planId, title);
  }
});
