import { test, expect, loginAs } from '../fixtures';
import { AdminImportPage } from '../pages/admin-import-page';

/** A school's sheet: 3 students, a teacher, a guardian of two students and a group; `bad` adds two rows with problems. */
function schoolSheet(tag: string, bad: boolean): string {
  const email = (who: string) => `${who}.${tag}@example.com`;
  return [
    'type;first name;last name;email;language;date of birth;students;group name;teacher;members',
    `student;Anna;Müller;${email('anna')};de;14/03/2013;;;;`,
    `student;Ben;Müller;${email('ben')};;01/09/2015;;;;`,
    `student;Carla;Ruiz;${email('carla')};es;;;;;`,
    `teacher;José;García;${email('jose')};es;;;;;`,
    `guardian;Maria;Müller;${email('maria')};de;;${email('anna')}|${email('ben')};;;`,
    `group;;;;;;;Import ${tag};${email('jose')};${email('carla')}`,
    ...(bad ? [`student;Dora;Date;${email('dora')};;31/02/2014;;;;`, `guardian;Gil;Ghost;${email('gil')};;;${email('nobody')};;;`] : []),
  ].join('\r\n');
}

test('an admin previews a sheet with two bad rows, fixes it, and imports everyone with invitations', async ({ page }) => {
  await loginAs(page, 'admin');
  const screen = new AdminImportPage(page);
  await screen.goto();
  await screen.expectShown();
  await expect(screen.content.getByText('No file chosen yet')).toBeVisible();

  const download = page.waitForEvent('download');
  await screen.content.getByRole('button', { name: 'Download the template' }).click();
  expect((await download).suggestedFilename()).toBe('studydesk-people-import.csv');

  const tag = Date.now().toString(36);
  await screen.choose('school.csv', schoolSheet(tag, true));
  await expect(screen.row(8)).toContainText('"31/02/2014" is not a date in DD/MM/YYYY');
  await expect(screen.row(9)).toContainText(`No student with the e-mail nobody.${tag}@example.com in the file or the school`);
  await expect(screen.content.getByText('2 rows need fixing: correct the file and choose it again.')).toBeVisible();
  await expect(screen.importButton).toBeDisabled();

  await screen.choose('school-fixed.csv', schoolSheet(tag, false));
  await expect(screen.row(7)).toContainText(`Import ${tag}`);
  await expect(screen.importButton).toBeEnabled();
  await screen.content.getByLabel('Send invitations to the new people').check();
  await screen.importButton.click();

  const done = screen.content.getByRole('region', { name: 'Imported' });
  await expect(done).toContainText('5 invitations queued');
  await expect(done.getByRole('link', { name: 'Student' })).toHaveAttribute('href', '/admin/students');
  const found = await page.request.post('/v1/auth/users', { data: { profile: 'guardian', search: `maria.${tag}` } }).then((r) => r.json());
  expect(found.user.total).toBe(1);
});
