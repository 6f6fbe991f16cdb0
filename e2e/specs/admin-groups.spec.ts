import { test, expect, loginAs } from '../fixtures';
import { AdminGroupsPage } from '../pages/admin-groups-page';

// A group is a group study plan with member students (docs/product-rules.md#r-group-1); docs/product-rules.md#r-group-1 "N member(s)", now a plural form: "1 member", "2 members".
test('an admin creates a group plan with two members and sees "2 members"', async ({ page }) => {
  await loginAs(page, 'admin');
  const groups = new AdminGroupsPage(page);
  await groups.goto();
  await groups.expectShown();

  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await groups.content.getByRole('button', { name: 'New group' }).click();
  await expect(groups.dialog.getByRole('heading', { name: 'New group' })).toBeVisible();
  await groups.dialog.getByLabel('Code').fill(code);
  await groups.dialog.getByLabel('Title').fill('Saturday Debate Club');
  await groups.dialog.getByLabel('Level').selectOption('B2');
  await groups.dialog.getByLabel('Goal').fill('Hold a five-minute argument');
  await groups.addPerson('Add teachers', 'clarke', 'Emma Clarke');
  await groups.addPerson('Add students', 'tanaka', 'Aiko Tanaka');
  await groups.addPerson('Add students', 'watanabe', 'Kenji Watanabe');
  await groups.dialog.getByRole('button', { name: 'Create' }).click();

  await expect(groups.toasts.getByText(`Study plan ${code} created`).first()).toBeVisible();
  await expect(groups.dialog).toHaveCount(0);
  const row = groups.row(code);
  await expect(row).toContainText('Saturday Debate Club');
  await expect(row).toContainText('Emma Clarke');
  await row.getByRole('button', { name: '2 members' }).click();

  const members = page.getByRole('dialog', { name: 'Members of Saturday Debate Club' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members).toContainText('Aiko Tanaka');
  await expect(members).toContainText('Kenji Watanabe');
  await page.keyboard.press('Escape');

  // the new group is found by a member's name too, and archived it leaves the Active list
  await groups.search('kenji');
  await expect(groups.row(code)).toBeVisible();
  await groups.content.getByRole('button', { name: 'More actions for Saturday Debate Club' }).click();
  await page.getByRole('group', { name: 'Actions for Saturday Debate Club' }).getByRole('button', { name: 'Archive' }).click();
  await expect(groups.row(code)).toHaveCount(0);
});
