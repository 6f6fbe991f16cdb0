import { test, expect } from '@playwright/test';
import { startEmptyInstall, type EmptyInstall } from '../support/empty-install';

// an install of its own: start, migrations and the first page take a while on a busy machine
test.setTimeout(180_000);

let install: EmptyInstall;
test.beforeAll(async () => {
  install = await startEmptyInstall();
});
test.afterAll(async () => install?.stop());

/** docs/product-rules.md#r-setup-1: an empty install, the link from the log, the first admin and the school's name. */
test('a new school sets itself up from the link in the log, once', async ({ browser }) => {
  expect(install.setupLink).toMatch(new RegExp(`^${install.baseUrl}/setup/[A-Za-z0-9_-]{32}$`));

  // in the browser's language: a Spanish browser gets the Spanish page
  const spanish = await browser.newContext({ locale: 'es-ES' });
  const page = await spanish.newPage();
  await page.goto(install.setupLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Configurar StudyDesk' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear la escuela' }).click();
  await expect(page.getByText('Escribe el nombre de la escuela')).toBeVisible();

  await page.getByLabel(/^Nombre de la escuela/).fill('Lingua Riverside');
  await page.getByLabel(/^Zona horaria/).fill('Europe/Madrid');
  await page.getByLabel(/^Nombre$/).fill('Grace');
  await page.getByLabel(/^Apellidos/).fill('Hopper');
  await page.getByLabel(/^Correo electrónico/).fill('grace@lingua.example');
  await page.getByLabel(/^Contraseña/).fill('compile every morning');
  await page.getByRole('button', { name: 'Crear la escuela' }).click();

  await expect(page).toHaveURL(/\/admin\/home\?welcome=1$/);
  await expect(page.getByRole('link', { name: 'Importar personas' })).toHaveAttribute('href', '/admin/import');
  await expect(page).toHaveTitle('Inicio · Lingua Riverside');

  // the link is spent: a second visitor is told to sign in
  const later = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await later.goto(install.setupLink);
  await expect(later.getByRole('heading', { level: 1, name: 'This setup link does not work' })).toBeVisible();
  await expect(later.getByRole('alert')).toHaveText('StudyDesk is already set up. Sign in with your account.');
  await spanish.close();
});
