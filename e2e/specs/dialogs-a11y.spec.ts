import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { AdminStudentsPage } from '../pages/admin-students-page';
import { TeacherHomePage } from '../pages/teacher-home-page';
import { StudyPlanView } from '../pages/teacher-study-plan-page';
import { BASE_URL } from '../support/run-env';

// Accessibility with something open, not only on closed pages: axe finds no serious or
// critical violation while each dialog and popup is open, and closing it gives focus
// back to the control that opened it.

const STUDENT = 'José García';
const PLAN = 'Business English B2';

/** serious and critical violations on the whole page as it is now, one line each */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `serious or critical axe violations with ${what} open`).toEqual([]);
}

/** the toast's centre is the toast: nothing (a dialog, its overlay) lies above it */
async function expectOnTop(page: Page, toast: Locator): Promise<void> {
  const box = await toast.boundingBox();
  expect(box, 'toast on screen').not.toBeNull();
  const { x, y, width, height } = box as NonNullable<typeof box>;
  const hit = await page.evaluate(
    ([cx, cy]) => document.elementFromPoint(cx, cy)?.closest('[data-testid="toast"]')?.textContent ?? null,
    [x + width / 2, y + height / 2] as const,
  );
  expect(hit, 'the element at the toast centre').toContain(await toast.locator('span').first().innerText());
}

function lastMonthDay(day: number): string {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - 1);
  date.setDate(day);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

test.describe('dialogs and popups: axe with them open, focus back on their opener', () => {
  test('activity dialog, date picker, difficulty popup; a toast shows above the dialog', async ({ page }) => {
    test.setTimeout(90_000);
    const title = `E2E a11y ${Date.now().toString(36)}`;
    await loginAs(page, 'teacher');
    const home = new TeacherHomePage(page);
    await home.search(STUDENT);
    await home.planLink(STUDENT).click();
    const planId = Number(/study-plans\/(\d+)/.exec(page.url())?.[1]);
    const view = new StudyPlanView(page);
    await view.expectLoaded(PLAN);

    try {
      const opener = view.root.getByRole('button', { name: 'New activity' });
      const dialog = await view.newActivity();
      await expectAccessible(page, 'the new activity dialog');

      // the date picker: keyboard only, back on its button
      const calendarButton = dialog.root.getByRole('button', { name: 'Choose a date' });
      await calendarButton.click();
      const calendar = page.getByRole('grid');
      await expect(calendar).toBeVisible();
      await expectAccessible(page, 'the date picker');
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
      await expect(calendarButton).toBeFocused();
      await expect(dialog.root).toBeVisible();

      // created with the dialog open: the toast is above the dialog and its overlay
      await dialog.field('Title').fill(title);
      await dialog.field('Date').fill(lastMonthDay(8));
      await dialog.field('Time').fill('11:00');
      await dialog.button('Create').click();
      const toast = view.toasts.getByTestId('toast').filter({ hasText: 'Activity created' }).first();
      await expect(toast).toBeVisible();
      await expect(view.toasts).toHaveAttribute('aria-live', 'polite');
      await expectOnTop(page, toast);
      await expect(dialog.root.getByRole('heading', { name: 'Edit activity' })).toBeVisible();
      await expectAccessible(page, 'the edit activity dialog');
      await dialog.close();
      await expect(opener).toBeFocused();

      // an activity opened from its row: focus back on the row's button
      const rowButton = view.activity(title).getByRole('button', { name: title });
      const again = await view.openActivity(title);
      await again.close();
      await expect(rowButton).toBeFocused();

      // the difficulty popup under the row's anchor
      const anchor = view.activity(title).getByTestId('difficulty-anchor');
      await anchor.click();
      const popup = page.getByTestId('difficulty-popup');
      await expect(popup).toBeVisible();
      await expectAccessible(page, 'the difficulty popup');
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(anchor).toBeFocused();
    } finally {
      const response = await page.request.post('/v1/studyplan/getactivitydata', {
        data: { studyPlanId: planId, pageSize: 100, withComments: false },
        headers: { Origin: BASE_URL },
      });
      const { activities } = (await response.json()) as { activities: { results: { id: number; lessonTitle: string }[] } };
      for (const activity of activities.results.filter((item) => item.lessonTitle === title)) {
        await page.request.delete(`/v1/activity/task/${activity.id}`, { headers: { Origin: BASE_URL } });
      }
    }
  });

  test("the dashboard's member list popup", async ({ page }) => {
    await loginAs(page, 'teacher');
    const home = new TeacherHomePage(page);
    await home.expectShown();
    const members = home.table.getByRole('button', { name: /^\d+ member\(s\)$/ }).first();
    await expect(members).toBeVisible();
    await members.click();
    const popup = page.getByTestId('members-popup');
    await expect(popup.getByRole('list', { name: 'Members' })).toBeVisible();
    await expect(popup.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'the members popup');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(members).toBeFocused();
  });

  test('the add-person dialog', async ({ page }) => {
    await loginAs(page, 'admin');
    const students = new AdminStudentsPage(page);
    await students.goto();
    await students.expectShown();
    const add = students.content.getByRole('button', { name: 'Add student' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'New student' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the add-person dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });
});
