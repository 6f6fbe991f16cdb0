import { test, expect, signIn } from '../fixtures';
import { ProfilePage } from '../pages/profile-page';

test.describe('the profile page of every role', () => {
  test('a teacher changes their own name and language; the shell shows both without a reload', async ({ page }) => {
    await signIn(page, 'teacher');
    const profile = new ProfilePage(page, 'teacher');
    await profile.openFromSidebar();
    await expect(profile.textbox('First name')).toHaveValue('Emma');
    await profile.markDocument();
    const banner = page.getByRole('banner');

    try {
      await profile.textbox('First name').fill('Emmeline');
      await profile.form.getByRole('button', { name: 'Save' }).click();
      await expect(profile.toasts.getByText('Your profile has been saved')).toBeVisible();
      await expect(banner).toContainText('Emmeline Clarke');

      await profile.form.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await expect(banner.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
      expect(await profile.isMarkedDocument()).toBe(true);

      // kept on the server: a fresh load shows the same
      await page.reload();
      await expect(page.getByRole('banner')).toContainText('Emmeline Clarke');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    } finally {
      // the demo teacher is everyone's: put her back
      const named = await page.request.post('/v1/auth/update/users', { data: { firstName: 'Emma' } });
      expect(named.status(), await named.text()).toBe(200);
      const english = await page.request.patch('/v1/user/settings', { data: { language: 'en' } });
      expect(english.status(), await english.text()).toBe(200);
    }
  });

  test('a student has the same form at /student/profile', async ({ page }) => {
    await signIn(page, 'student');
    const profile = new ProfilePage(page, 'student');
    await profile.openFromSidebar();
    await expect(profile.textbox('First name')).toHaveValue('José');
    await expect(profile.form.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(profile.form.getByRole('button', { name: 'Choose picture' })).toBeVisible();
  });
});
