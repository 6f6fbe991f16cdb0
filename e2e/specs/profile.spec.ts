import { test, expect, signIn } from '../fixtures';
import { AppFrame } from '../pages/app-frame';

test.describe('the profile page of every role', () => {
  test('a teacher changes their own name and language; the shell shows both without a reload', async ({ page }) => {
    await signIn(page, 'teacher');
    const frame = new AppFrame(page);
    await page.goto('/teacher/home');
    await frame.sidebarLink('Profile').click();
    await expect(page).toHaveURL('/teacher/profile');
    const form = frame.area('mf_teacher').getByRole('region', { name: 'Your profile' });
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Emma');
    // survives only if the document is not reloaded
    await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));
    const banner = page.getByRole('banner');

    try {
      await form.getByRole('textbox', { name: 'First name' }).fill('Emmeline');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(frame.toasts.getByText('Your profile has been saved')).toBeVisible();
      await expect(banner).toContainText('Emmeline Clarke');

      await form.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await expect(banner.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);

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
    const frame = new AppFrame(page);
    await page.goto('/student/home');
    await frame.sidebarLink('Profile').click();
    await expect(page).toHaveURL('/student/profile');
    const form = frame.area('mf_student').getByRole('region', { name: 'Your profile' });
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('José');
    await expect(form.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Choose picture' })).toBeVisible();
  });
});
