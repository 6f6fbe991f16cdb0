import { test, expect, loginAs } from '../fixtures';
import { registerUser } from '../pages/admin-api';
import { apiPost, monthBefore } from '../pages/pay-scene';
import { StudyPlanView } from '../pages/teacher-study-plan-page';

// A paid lesson is on a teacher's payment record: the server refuses to change, un-complete
// or delete it. Its dialog must not offer those actions as if they could work: they are
// disabled, with the reason beside them, while copying and comments stay open. A lesson is
// paid only by closing its teacher's month (docs/product-rules.md#r-pay-4), so the scene is
// a teacher of its own, a lesson held two months ago, a rate, and that month closed.

test('a paid lesson: Mark not completed, the fields and Delete are disabled with the reason', async ({ page }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const title = `E2E paid ${run}`;
  const month = monthBefore(2);
  await loginAs(page, 'admin');
  const teacher = await registerUser(page, { firstName: 'Lena', lastName: `Locks${run}`, email: `locks-teacher-${run}@example.com`, profile: 'teacher' });
  const student = await registerUser(page, { firstName: 'Omar', lastName: `Locks${run}`, email: `locks-student-${run}@example.com`, profile: 'student' });
  const plan = `Locks ${run}`;
  const { studyPlan } = await apiPost(page, '/v1/studyplan/create', { code: `LOCKS-${run}`, title: plan, isGroup: false, teacherIds: [teacher.id], memberIds: [student.id] });
  const { activity } = await apiPost(page, '/v1/activity/create', { studyPlanId: studyPlan.id, lessonTitle: title, startTime: month.at(10), lessonLength: 1 });
  await apiPost(page, `/v1/activity/${activity.id}/outcome`, { outcome: 'held' });
  await apiPost(page, '/v1/pay/rates', { teacherId: teacher.id, amountPerHour: 3000, effectiveFrom: `${month.year - 1}-01-01` });
  const { periods } = await apiPost(page, '/v1/pay/periods/close', { year: month.year, month: month.month, teacherId: teacher.id });
  expect(periods).toHaveLength(1);

  await page.goto(`/admin/study-plans/${studyPlan.id}`);
  const view = new StudyPlanView(page, 'mf_admin');
  await view.expectLoaded(plan);
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
});
