import { test, expect, loginAs } from '../fixtures';
import { registerUser, setArchived, type CreatedUser } from '../pages/admin-api';
import { AdminStudentsPage } from '../pages/admin-students-page';
import { AdminAdminsPage, AdminTeachersPage } from '../pages/admin-people-page';

// docs/product-rules.md#r-table-1 tables (search, Active/Archived, 'Page X of Y') on the admin people lists.
test.describe('admin people lists', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
  });

  test('finds a student by part of the name, ignoring accents and case', async ({ page }) => {
    const students = new AdminStudentsPage(page);
    await students.goto();
    await students.expectShown();
    await expect(students.rows).toHaveCount(9);
    await students.search('ANDERSS');
    await expect(students.rows).toHaveCount(1);
    await expect(students.row('Björn')).toContainText('Andersson');
    // "Søren" typed without the slash still finds him
    await students.search('soren');
    await expect(students.row('Nielsen')).toBeVisible();
    await expect(students.rows).toHaveCount(1);
  });

  test('pages through more than 9 teachers, then archives and restores one', async ({ page }) => {
    const run = Date.now().toString(36);
    const created: CreatedUser[] = [];
    // the demo has 5 teachers; 6 more make two pages of 9
    for (let i = 1; i <= 6; i += 1) {
      created.push(await registerUser(page, { firstName: `Pager${i}`, lastName: `Teacher ${run}`, email: `pager${i}.${run}@example.com`, profile: 'teacher' }));
    }
    try {
      const teachers = new AdminTeachersPage(page);
      await teachers.goto();
      await teachers.expectShown();
      await expect(teachers.pageLabel).toHaveText(/^Page 1 of [2-9]\d*$/);
      await expect(teachers.rows).toHaveCount(9);
      const firstPage = await teachers.rows.allInnerTexts();
      await teachers.nextPage();
      await expect(teachers.pageLabel).toHaveText(/^Page 2 of [2-9]\d*$/);
      await expect(teachers.rows.first()).not.toHaveText(firstPage[0]);

      const name = `Pager3 Teacher ${run}`;
      await teachers.search(`pager3.${run}`);
      await expect(teachers.rows).toHaveCount(1);
      // asked first: cancelling keeps them, and focus goes back to the row's menu button
      await teachers.rowAction(name, 'Archive');
      const question = page.getByRole('dialog', { name: `Archive ${name}?` });
      await expect(question).toContainText('can no longer sign in');
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toBeHidden();
      await expect(teachers.content.getByRole('button', { name: `More actions for ${name}` })).toBeFocused();
      await expect(teachers.rows).toHaveCount(1);
      await teachers.archive(name);
      await expect(teachers.toasts.getByText(`${name} archived`).first()).toBeVisible();
      await expect(teachers.rows).toHaveCount(0);

      await teachers.showArchived(true);
      await expect(teachers.row(name)).toBeVisible();
      await teachers.rowAction(name, 'Restore');
      await expect(teachers.toasts.getByText(`${name} restored`).first()).toBeVisible();
      await expect(teachers.rows).toHaveCount(0);
      await teachers.showArchived(false);
      await expect(teachers.row(name)).toBeVisible();
    } finally {
      // leave the demo school as it was for the other specs
      for (const teacher of created) await setArchived(page, teacher.id, true);
    }
  });

  test('the last active admin cannot be archived: the server says why and the list keeps them', async ({ page }) => {
    const admins = new AdminAdminsPage(page);
    await admins.goto();
    await admins.expectShown();
    await admins.archive('Margaret Hughes');
    await expect(admins.errorToasts.filter({ hasText: 'The last active admin cannot be archived' })).toBeVisible();
    await expect(admins.row('Margaret Hughes')).toBeVisible();
  });
});
