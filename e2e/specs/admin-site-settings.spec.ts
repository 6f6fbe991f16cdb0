import { test, expect, loginAs } from '../fixtures';
import { findUser, setSiteSettings, siteTimeZone, wallClock } from '../pages/admin-api';
import { AdminSiteSettingsPage } from '../pages/admin-site-settings-page';
import { AdminStudentsPage } from '../pages/admin-students-page';

// Lesson times follow the site time zone (docs/product-rules.md#r-time-1).
test('changing the site time zone moves the lesson times shown', async ({ page }) => {
  await loginAs(page, 'admin');
  const before = await siteTimeZone(page);
  // a student with a lesson on record: the students list shows its start
  const student = await findUser(page, 'student', 'student@example.com');
  expect(student.lastLesson).not.toBeNull();
  const lastLesson = student.lastLesson as string;

  const settings = new AdminSiteSettingsPage(page);
  const students = new AdminStudentsPage(page);
  try {
    await settings.goto();
    await settings.expectShown();
    await settings.saveTimeZone('UTC');
    await settings.sidebarLink('Students').click();
    await students.expectShown();
    await students.search('student@example.com');
    await expect(students.row('student@example.com')).toContainText(wallClock(lastLesson, 'UTC'));

    // Tokyo is 9 hours ahead of UTC all year, so the time shown must move
    await settings.sidebarLink('Site settings').click();
    await settings.expectShown();
    await settings.saveTimeZone('Asia/Tokyo');
    await settings.sidebarLink('Students').click();
    await students.search('student@example.com');
    const tokyo = wallClock(lastLesson, 'Asia/Tokyo');
    expect(tokyo).not.toBe(wallClock(lastLesson, 'UTC'));
    await expect(students.row('student@example.com')).toContainText(tokyo);
  } finally {
    await setSiteSettings(page, { timeZone: before.timeZone, retentionManagerEmail: before.retentionManagerEmail ?? '' });
  }
});

test('the site settings form refuses an unknown zone and a bad email, keeping the input', async ({ page }) => {
  await loginAs(page, 'admin');
  const settings = new AdminSiteSettingsPage(page);
  await settings.goto();
  await settings.expectShown();
  await expect(settings.timeZone).not.toHaveValue('');
  await settings.timeZone.fill('Europe/Atlantis');
  const email = settings.content.getByLabel('Retention manager email');
  await email.fill('not an email');
  await settings.content.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(settings.content.getByText('Choose a time zone from the list')).toBeVisible();
  await expect(settings.content.getByText('Enter a valid email address')).toBeVisible();
  await expect(settings.timeZone).toHaveValue('Europe/Atlantis');
  await expect(email).toHaveValue('not an email');
});
