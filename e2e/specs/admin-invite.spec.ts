import { test, expect, loginAs } from '../fixtures';
import { setArchived } from '../pages/admin-api';
import { AdminTeachersPage } from '../pages/admin-people-page';
import { LoginPage } from '../pages/login-page';
import { setPasswordLink } from '../support/outbox';

function invitationLink(email: string): string {
  const link = setPasswordLink(email);
  if (!link) throw new Error(`no invitation for ${email} in the outbox`);
  return link;
}

test('an admin invites a teacher, who sets a password from the mailed link and signs in', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  const teachers = new AdminTeachersPage(page);
  await teachers.goto();
  await teachers.expectShown();

  const email = `invited.${Date.now().toString(36)}@example.com`;
  await teachers.content.getByRole('button', { name: 'Add teacher' }).click();
  const form = teachers.dialog;
  await form.getByLabel('First name').fill('Ines');
  await form.getByLabel('Last name').fill('Invitada');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await expect(teachers.toasts.getByText(`Ines Invitada added; an invitation was sent to ${email}`).first()).toBeVisible();
  await expect(teachers.row(email)).toContainText('Invited');

  await expect.poll(() => {
    try {
      return invitationLink(email);
    } catch {
      return null;
    }
  }).toMatch(/^\/set\//);
  const link = invitationLink(email);

  // the teacher, in a browser of their own
  const context = await browser.newContext();
  const invited = await context.newPage();
  try {
    await new LoginPage(invited).setPasswordThenSignIn(link, email, 'violet kettle under the stairs');
    await expect(invited).toHaveURL('/teacher/home');
  } finally {
    await context.close();
  }

  // the list now shows the invitation accepted (no badge)
  await page.reload();
  await teachers.search(email);
  await expect(teachers.row(email)).not.toContainText('Invited');
  const id = await page.request.post('/v1/auth/users', { data: { profile: 'teacher', search: email } }).then(async (r) => (await r.json()).user.results[0].id as number);
  await setArchived(page, id, true);
});
