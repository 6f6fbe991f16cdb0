import { test, expect, loginAs } from '../fixtures';
import { deleteActivities, dialogDate } from '../pages/admin-api';
import { TeacherHomePage } from '../pages/teacher-home-page';

// The dashboard's selection checkboxes plan the same activity in every selected plan:
// one dialog, one request, one toast.

test('plans one activity in three selected study plans at once', async ({ page }) => {
  test.setTimeout(60_000);
  const title = `E2E planned ${Date.now().toString(36)}`;
  await loginAs(page, 'teacher');
  const home = new TeacherHomePage(page);
  await home.expectShown();
  await expect(home.rows).toHaveCount(10);

  // three rows, by their checkboxes (named after the plan, "Select" said once)
  const rows = home.rows;
  const planIds: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const link = rows.nth(i).getByRole('link').first();
    planIds.push(Number(/study-plans\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]));
    const box = rows.nth(i).getByRole('checkbox');
    await expect(box).toHaveAccessibleName(`Select ${(await link.innerText()).trim()}`);
    await box.check();
  }
  expect(new Set(planIds).size).toBe(3);
  await expect(home.content.getByText('3 selected')).toBeVisible();

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/activity/create')) requests.push(request.url());
  });
  try {
    const open = home.content.getByRole('button', { name: 'Plan an activity' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Plan an activity in 3 study plans' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Completed', { exact: true })).toHaveCount(0);
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Date', { exact: true }).fill(dialogDate(14, 1));
    await dialog.getByLabel('Time', { exact: true }).fill('16:30');
    await dialog.getByRole('button', { name: 'Plan an activity', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(home.toasts.getByText('Activity planned in 3 study plans')).toHaveCount(1);
    expect(requests.map((url) => new URL(url).pathname)).toEqual(['/v1/activity/create-many']);
    await expect(home.content.getByText('3 selected')).toHaveCount(0);

    // it is in all three plans, on the date asked
    for (const planId of planIds) {
      await page.goto(`/teacher/study-plans/${planId}`);
      const item = page.getByTestId('activity-item').filter({ hasText: title });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(`${dialogDate(14, 1)} 16:30`);
    }
  } finally {
    for (const planId of planIds) await deleteActivities(page, planId, title);
  }
});
