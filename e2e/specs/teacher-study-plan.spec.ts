import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, loginAs, type Role } from '../fixtures';
import { deleteActivities, dialogDate } from '../pages/admin-api';
import { AdminStudentsPage } from '../pages/admin-students-page';
import { StudentPlanPage } from '../pages/student-plan-page';
import { TeacherHomePage } from '../pages/teacher-home-page';
import { StudyPlanView } from '../pages/teacher-study-plan-page';

// The demo student José García has the individual plan "Business English B2", taught by
// the demo teacher (server/src/seed/demo-people.ts, demo-plans.ts).
const STUDENT = 'José García';
const PLAN = 'Business English B2';

/** DD/MM/YYYY HH:mm → a sortable number; an empty cell ('—') sorts last either way. */
function sortKey(text: string): number | null {
  const match = /(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/.exec(text);
  if (!match) return null;
  const [, day, month, year, hour, minute] = match;
  return Number(`${year}${month}${day}${hour}${minute}`);
}

function ordered(texts: string[], direction: 'asc' | 'desc'): boolean {
  const keys = texts.map(sortKey);
  const firstEmpty = keys.indexOf(null);
  if (firstEmpty >= 0 && keys.slice(firstEmpty).some((key) => key !== null)) return false;
  const dated = keys.filter((key): key is number => key !== null);
  return dated.every((key, i) => i === 0 || (direction === 'asc' ? dated[i - 1] <= key : dated[i - 1] >= key));
}

async function signedInPage(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await loginAs(page, role);
  return page;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'element on screen').not.toBeNull();
  return found as NonNullable<typeof found>;
}

test.describe('teacher: dashboard, study plan and activity dialog', () => {
  test('sorts the dashboard, runs an activity through the dialog; the student and the admin see it', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const title = `E2E lesson ${Date.now().toString(36)}`;
    // a lesson of last month: it has happened, so it can be completed (a future one cannot)
    const lessonDay = dialogDate(10, -1);
    const copyDay = dialogDate(17, -1);
    await loginAs(page, 'teacher');

    // docs/product-rules.md#r-dash-1 dashboard: sort by next lesson, both ways
    const home = new TeacherHomePage(page);
    await home.expectShown();
    await expect(home.rows).toHaveCount(10);
    await home.sortBy('Next lesson', 'Descending');
    await expect.poll(async () => ordered(await home.columnTexts('Next lesson'), 'desc')).toBe(true);
    await home.sortBy('Next lesson', 'Ascending');
    await expect.poll(async () => ordered(await home.columnTexts('Next lesson'), 'asc')).toBe(true);
    const firstDates = await home.columnTexts('Next lesson');
    expect(firstDates.filter((text) => sortKey(text) !== null).length).toBeGreaterThan(1);

    // open the plan from its row
    const { view, planId } = await home.openPlan(STUDENT, PLAN);
    await expect(page).toHaveURL(/\/teacher\/study-plans\/\d+\?group=false&title=Business\+English\+B2$/);

    try {
      // create: title, date and time apart, difficulty from the popup by keyboard (1 → 13)
      const dialog = await view.newActivity();
      await dialog.fillLesson({ title, day: lessonDay, time: '10:30' });
      await dialog.pickDifficulty(4);
      await expect(dialog.difficultyAnchor).toHaveText('13 points · 3 h');
      await dialog.button('Create').click();
      await expect(view.toasts.getByText('Activity created').first()).toBeVisible();
      await expect(dialog.root.getByRole('heading', { name: 'Edit activity' })).toBeVisible();
      const row = view.activity(title);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`${lessonDay} 10:30`);
      await expect(row.getByTestId('difficulty-anchor')).toHaveText('13 points · 3 h');

      // complete, then comment: the count rises in the dialog and in the list
      await dialog.button('Complete').click();
      await expect(dialog.button('Mark not completed')).toBeVisible();
      await expect(dialog.field('Completed')).toBeChecked();
      await expect(row).toContainText('Completed');
      await expect(dialog.commentsSize).toHaveText('0 comments');
      await dialog.comment('Bring the workbook, please.');
      await expect(dialog.commentsSize).toHaveText('1 comment');
      await expect(dialog.root.getByText('Bring the workbook, please.')).toBeVisible();
      await expect(row.getByTestId('activity-comments-size')).toHaveText('1 comment');
      await dialog.close();

      // the difficulty popup in the list: under its anchor, flipped upward in the bottom 20%
      await page.setViewportSize({ width: 1280, height: 560 });
      const anchor = row.getByTestId('difficulty-anchor');
      const popup = page.getByTestId('difficulty-popup');
      await anchor.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await anchor.click();
      await expect(popup).toBeVisible();
      expect((await box(popup)).y).toBeGreaterThanOrEqual((await box(anchor)).y + (await box(anchor)).height - 1);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await anchor.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      const low = await box(anchor);
      expect(low.y).toBeGreaterThanOrEqual(560 * 0.8);
      await anchor.click();
      await expect(popup).toBeVisible();
      await expect(popup).toHaveAttribute('data-side', 'top');
      const above = await box(popup);
      expect(above.y + above.height).toBeLessThanOrEqual(low.y + 1);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(anchor).toBeFocused();
      await page.setViewportSize({ width: 1280, height: 800 });

      // copy (one week later), then delete the copy
      const again = await view.openActivity(title);
      await again.button('Copy').click();
      await expect(view.toasts.getByText('Activity copied').first()).toBeVisible();
      await expect(again.field('Date')).toHaveValue(copyDay);
      await expect(view.activity(title)).toHaveCount(2);
      await again.button('Delete').click();
      await again.button('Delete').click();
      await expect(view.toasts.getByText('Activity deleted').first()).toBeVisible();
      await expect(again.root).toBeHidden();
      await expect(view.activity(title)).toHaveCount(1);

      // the student sees the plan read-only: the completed lesson and its comment
      const studentPage = await signedInPage(browser, 'student');
      const studentView = new StudyPlanView(studentPage, 'mf_student');
      // the student's page names the plan in its header; the view inside shows only the lessons
      await expect(new StudentPlanPage(studentPage).header(PLAN)).toBeVisible();
      await expect(studentView.activities.getByTestId('activity-item').first()).toBeVisible();
      await expect(studentView.activity(title)).toHaveCount(1);
      await expect(studentView.activity(title)).toContainText('Completed');
      await expect(studentView.root.getByRole('button', { name: 'New activity' })).toHaveCount(0);
      const readOnly = await studentView.openActivity(title);
      await expect(readOnly.field('Title')).toBeDisabled();
      await expect(readOnly.button('Save')).toHaveCount(0);
      await expect(readOnly.button('Delete')).toHaveCount(0);
      await expect(readOnly.commentsSize).toHaveText('1 comment');
      await studentPage.context().close();

      // the admin opens the same plan from the students list
      const adminPage = await signedInPage(browser, 'admin');
      const students = new AdminStudentsPage(adminPage);
      await students.goto();
      await students.search('García');
      await students.row('García').getByRole('link').first().click();
      await expect(adminPage).toHaveURL(new RegExp(`/admin/study-plans/${planId}(\\?|$)`));
      const adminView = new StudyPlanView(adminPage, 'mf_admin');
      await adminView.expectLoaded(PLAN);
      await expect(adminView.activity(title)).toContainText('Completed');
      await adminPage.context().close();
    } finally {
      // leave the demo school as it was (José's last lesson moved with this one)
      await deleteActivities(page, planId, title);
    }
  });

  test('a lesson that has not started cannot be completed: Complete is disabled and says why', async ({ page }) => {
    const title = `E2E future ${Date.now().toString(36)}`;
    await loginAs(page, 'teacher');
    const { view, planId } = await new TeacherHomePage(page).openPlan(STUDENT, PLAN);
    try {
      const dialog = await view.newActivity();
      await dialog.fillLesson({ title, day: dialogDate(12, 1), time: '09:00' });
      // a new lesson in the future cannot be created completed either
      await expect(dialog.field('Completed')).toBeDisabled();
      await dialog.button('Create').click();
      await expect(dialog.root.getByRole('heading', { name: 'Edit activity' })).toBeVisible();
      const complete = dialog.button('Complete');
      await expect(complete).toBeDisabled();
      await expect(complete).toHaveAccessibleDescription('A lesson can be marked completed only once it has started');
      await expect(dialog.root.getByText('A lesson can be marked completed only once it has started')).toBeVisible();
      await expect(dialog.field('Completed')).toBeDisabled();

      // moved to yesterday, it can
      await dialog.field('Date').fill(dialogDate(new Date().getDate() - 1, 0));
      await dialog.button('Save').click();
      await expect(complete).toBeEnabled();
      await expect(dialog.root.getByText('A lesson can be marked completed only once it has started')).toHaveCount(0);
      await dialog.close();
    } finally {
      await deleteActivities(page, planId, title);
    }
  });

  test('edits the plan description; a failed update keeps the text and shows why (docs/product-rules.md#r-err-2 updateFailed)', async ({ page }) => {
    await loginAs(page, 'teacher');
    const { view } = await new TeacherHomePage(page).openPlan(STUDENT, PLAN);
    const description = view.root.getByLabel('Description');
    const save = view.root.getByRole('button', { name: 'Save description' });
    const original = await description.inputValue();
    const edited = `${original} Edited ${Date.now().toString(36)}.`;

    await page.route('**/v1/studyplan/update', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'The description is too long' }) }), { times: 1 });
    await description.fill(edited);
    await save.click();
    await expect(view.root.getByText('The description is too long')).toBeVisible();
    await expect(description).toHaveValue(edited);

    try {
      await save.click();
      await expect(view.toasts.getByText('Description saved').first()).toBeVisible();
      await expect(view.root.getByText('The description is too long')).toHaveCount(0);
      await page.reload();
      await expect(description).toHaveValue(edited);
    } finally {
      await description.fill(original);
      await save.click();
      await expect(save).toBeDisabled();
    }
  });

  test('saving over a change someone else made meanwhile is refused; the dialog keeps the typing and offers to reload', async ({ page }) => {
    const title = `E2E shared ${Date.now().toString(36)}`;
    await loginAs(page, 'teacher');
    const home = new TeacherHomePage(page);
    await home.search(STUDENT);
    await home.planLink(STUDENT).click();
    const planId = Number(/study-plans\/(\d+)/.exec(page.url())?.[1]);
    const created = await page.request.post('/v1/activity/create', { data: { studyPlanId: planId, lessonTitle: title, startTime: '2030-02-01T10:00:00.000Z' } });
    expect(created.status()).toBe(201);
    const { activity } = (await created.json()) as { activity: { id: number } };
    const view = new StudyPlanView(page);
    try {
      await page.reload();
      await view.expectLoaded(PLAN);
      const dialog = await view.openActivity(title);
      // someone else saves first (another tab, another admin)
      expect((await page.request.patch('/v1/activity/update', { data: { id: activity.id, lessonTitle: `${title} theirs` } })).status()).toBe(200);
      await dialog.field('Title').fill(`${title} mine`);
      await dialog.button('Save').click();
      const alert = dialog.root.getByTestId('activity-save-error');
      await expect(alert).toContainText('This activity was changed by someone else');
      await expect(dialog.field('Title')).toHaveValue(`${title} mine`);
      await alert.getByRole('button', { name: 'Reload' }).click();
      await expect(dialog.field('Title')).toHaveValue(`${title} theirs`);
      await expect(alert).toHaveCount(0);
      // saving on top of what was reloaded works
      await dialog.field('Title').fill(`${title} mine`);
      await dialog.button('Save').click();
      await expect(view.toasts.getByText('Activity saved').first()).toBeVisible();
      await dialog.close();
      await expect(view.activity(`${title} mine`)).toHaveCount(1);
    } finally {
      await page.request.delete(`/v1/activity/task/${activity.id}`);
    }
  });

  test('phone width: one dashboard section at a time, study plans first', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await loginAs(page, 'teacher');
    const home = new TeacherHomePage(page);
    await home.expectShown();
    await expect(home.sectionLink('Study Plans')).toHaveAttribute('aria-current', 'true');
    await expect(home.section('Study Plans')).toBeVisible();
    await expect(home.section('Reminders')).toBeHidden();
    await expect(home.section('Comments')).toBeHidden();
    await home.sectionLink('Reminders').click();
    await expect(home.section('Reminders')).toBeVisible();
    await expect(home.section('Reminders').getByText(/Upcoming lesson|Overdue evaluation/).first()).toBeVisible();
    await expect(home.section('Study Plans')).toBeHidden();
    await home.sectionLink('Comments').click();
    await expect(home.section('Comments')).toBeVisible();
    await expect(home.section('Reminders')).toBeHidden();
  });
});
