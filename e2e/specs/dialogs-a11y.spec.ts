import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { deleteActivities, dialogDate } from '../pages/admin-api';
import { AdminStudentsPage } from '../pages/admin-students-page';
import { AdminTranslationsPage } from '../pages/admin-translations-page';
import { approveNewCards, findReviewPlan, studentReview } from '../pages/review-cards';
import { StudentHomePage } from '../pages/student-home-page';
import { TeacherHomePage } from '../pages/teacher-home-page';

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

/** opens something with its control and checks axe while it is open; Escape closes it, focus back on the control */
async function expectAccessibleWhileOpen(page: Page, control: Locator, opened: Locator, what: string, whileOpen?: () => Promise<void>): Promise<void> {
  await control.click();
  await expect(opened).toBeVisible();
  await whileOpen?.();
  await expectAccessible(page, what);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(control).toBeFocused();
}

test.describe('dialogs and popups: axe with them open, focus back on their opener', () => {
  test('activity dialog, date picker, difficulty popup; a toast shows above the dialog', async ({ page }) => {
    test.setTimeout(90_000);
    const title = `E2E a11y ${Date.now().toString(36)}`;
    await loginAs(page, 'teacher');
    const { view, planId } = await new TeacherHomePage(page).openPlan(STUDENT, PLAN);

    try {
      const opener = view.root.getByRole('button', { name: 'New activity' });
      const dialog = await view.newActivity();
      await expectAccessible(page, 'the new activity dialog');

      // the date picker: keyboard only, back on its button
      await expectAccessibleWhileOpen(page, dialog.root.getByRole('button', { name: 'Choose a date' }), page.getByRole('grid'), 'the date picker');
      await expect(dialog.root).toBeVisible();

      // created with the dialog open: the toast is above the dialog and its overlay
      await dialog.fillLesson({ title, day: dialogDate(8, -1), time: '11:00' });
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
      await expectAccessibleWhileOpen(page, view.activity(title).getByTestId('difficulty-anchor'), page.getByTestId('difficulty-popup'), 'the difficulty popup');
    } finally {
      await deleteActivities(page, planId, title);
    }
  });

  test("the dashboard's member list popup", async ({ page }) => {
    await loginAs(page, 'teacher');
    const home = new TeacherHomePage(page);
    await home.expectShown();
    const members = home.table.getByRole('button', { name: /^\d+ members?$/ }).first();
    await expect(members).toBeVisible();
    const popup = page.getByTestId('members-popup');
    await expectAccessibleWhileOpen(page, members, popup, 'the members popup', async () => {
      await expect(popup.getByRole('list', { name: 'Members' })).toBeVisible();
      await expect(popup.getByRole('listitem').first()).toBeVisible();
    });
  });

  test('the add-person dialog', async ({ page }) => {
    await loginAs(page, 'admin');
    const students = new AdminStudentsPage(page);
    await students.goto();
    await students.expectShown();
    const add = students.content.getByRole('button', { name: 'Add student' });
    await expectAccessibleWhileOpen(page, add, page.getByRole('dialog', { name: 'New student' }), 'the add-person dialog');
  });
});

test.describe('pages: axe finds no serious or critical violation', () => {
  test('the translations page, with a cell being edited too', async ({ page }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'admin');
    const translations = new AdminTranslationsPage(page);
    await translations.goto();
    await translations.expectShown();
    const cell = translations.cell('Español', 'Save');
    await translations.search('Save');
    await expect(cell).toBeVisible();
    await expectAccessible(page, 'the translations page');
    await cell.click();
    await expect(translations.editor('Español', 'Save')).toBeFocused();
    await expectAccessible(page, 'a translation being edited');
    await page.keyboard.press('Escape');
  });

  test('the review page, before and after the answer shows', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'teacher');
    await approveNewCards(page, (await findReviewPlan(page)).id);
    const { page: studentPage, review, close } = await studentReview(browser);
    try {
      await expect(review.card).toBeVisible();
      await expect(review.content.getByRole('button', { name: /Show answer/ }).getByText('Space')).toBeVisible();
      await expectAccessible(studentPage, 'the review page');
      await studentPage.keyboard.press('Space');
      await expect(review.back).toBeVisible();
      await expectAccessible(studentPage, 'a card with its answer');
    } finally {
      await close();
    }
  });

  test('the student home, whose landmarks each have a name of their own', async ({ page }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'student');
    const home = new StudentHomePage(page);
    await home.expectShown();
    await expect(page.getByTestId('calendar').locator('table[role="grid"]')).toBeVisible();
    await expectAccessible(page, 'the student home');
    // a moderate rule, so checked on its own: two regions named alike cannot be told apart
    const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
    expect(landmarks.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  });
});
