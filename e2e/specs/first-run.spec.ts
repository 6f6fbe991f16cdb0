import fs from 'node:fs';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { test, expect } from '../fixtures';
import { AdminImportPage } from '../pages/admin-import-page';
import { LoginPage } from '../pages/login-page';
import { apiPost, monthBefore } from '../pages/pay-scene';
import { startAppInstance, type AppInstance } from '../support/app-instance';

// A real school's first day (docs/product-rules.md#r-setup-1, #r-import-1): an empty install,
// the setup link from its log, the first admin and the school's name, everyone from a
// spreadsheet, invitations in the outbox, a teacher who signs in and sees their group, and the
// school's name on a payslip and in the mails. An install of its own: start, migrations and the
// first pages take a while on a busy machine.
test.setTimeout(300_000);

const SCHOOL = 'Lakeside Lingua';
const SETUP_LINE = /Set up StudyDesk: (https?:\/\/[^\s"]+)/;

let install: AppInstance;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  install = await startAppInstance({ env: { STUDYDESK_DEMO: '0', LOG_LEVEL: 'info' } });
});
test.afterAll(async () => install?.close());

/** 30 students, 3 teachers, 5 guardians (two students each) and 2 groups; `bad`: two rows with a problem each. */
function schoolSheet(bad: boolean): string {
  const email = (who: string) => `${who}@lakeside.example`;
  const rows = ['type;first name;last name;email;language;date of birth;students;group name;teacher;members'];
  for (let i = 1; i <= 30; i += 1) {
    // the last student's birthday is a day February never has, until the sheet is fixed
    const born = i === 30 && bad ? '31/02/2014' : `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2013`;
    rows.push(`student;Pupil${i};Lake;${email(`pupil${i}`)};${i % 2 ? 'en' : 'es'};${born};;;;`);
  }
  for (let i = 1; i <= 3; i += 1) rows.push(`teacher;Tutor${i};Shore;${email(`tutor${i}`)};en;;;;;`);
  for (let i = 1; i <= 5; i += 1) {
    // the last guardian follows a student the school does not have, until the sheet is fixed
    const second = i === 5 && bad ? email('nobody') : email(`pupil${2 * i}`);
    rows.push(`guardian;Parent${i};Lake;${email(`parent${i}`)};en;;${email(`pupil${2 * i - 1}`)}|${second};;;`);
  }
  rows.push(`group;;;;;;;Harbour A1;${email('tutor1')};${[1, 2, 3, 4, 5].map((i) => email(`pupil${i}`)).join('|')}`);
  rows.push(`group;;;;;;;Harbour B2;${email('tutor2')};${[6, 7, 8].map((i) => email(`pupil${i}`)).join('|')}`);
  return rows.join('\r\n');
}

/** the messages in the install's outbox (invitations, payslips), as text with soft line breaks undone */
function outbox(): Array<{ file: string; text: string }> {
  const dir = path.join(install.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: name, text: fs.readFileSync(path.join(dir, name), 'utf8').replace(/=\r?\n/g, '') }));
}


test('an empty install becomes a school in use: setup link, first admin, spreadsheet, invitations, a teacher signed in, payslip', async ({ browser }) => {
  const setupLink = (await install.waitForLine(SETUP_LINE))[1];
  expect(setupLink).toMatch(new RegExp(`^${install.url}/setup/[A-Za-z0-9_-]{32}$`));

  // the page speaks the browser's language: a Spanish browser gets it in Spanish
  const spanish = await browser.newContext({ locale: 'es-ES', baseURL: install.url });
  const visitor = await spanish.newPage();
  await visitor.goto(setupLink);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Configurar StudyDesk' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Crear la escuela' }).click();
  await expect(visitor.getByText('Escribe el nombre de la escuela')).toBeVisible();
  await spanish.close();

  // the first admin and the school's basics
  const adminContext = await browser.newContext({ locale: 'en-GB', baseURL: install.url });
  const page = await adminContext.newPage();
  const post = (url: string, data: object) => apiPost(page, url, data, install.url);
  await page.goto(setupLink);
  await page.getByLabel(/^School's name/).fill(SCHOOL);
  await page.getByLabel(/^Time zone/).fill('Europe/London');
  await page.getByLabel(/^First name/).fill('Grace');
  await page.getByLabel(/^Last name/).fill('Hopper');
  await page.getByLabel(/^Email/).fill('grace@lakeside.example');
  await page.getByLabel(/^Password/).fill('compile every morning');
  await page.getByRole('button', { name: 'Create the school' }).click();
  await expect(page).toHaveURL(/\/admin\/home\?welcome=1$/);
  await expect(page).toHaveTitle(`Home · ${SCHOOL}`);
  const whatNext = page.getByRole('main').getByRole('link', { name: 'Import people' });
  await expect(whatNext).toHaveAttribute('href', '/admin/import');

  // the link is spent
  const later = await browser.newContext({ locale: 'en-GB', baseURL: install.url });
  const latePage = await later.newPage();
  await latePage.goto(setupLink);
  await expect(latePage.getByRole('heading', { level: 1, name: 'This setup link does not work' })).toBeVisible();
  await later.close();

  // everyone from a spreadsheet: two bad rows shown, nothing written, then the fixed sheet
  const screen = new AdminImportPage(page);
  await whatNext.click();
  await screen.expectShown();
  await screen.choose('lakeside.csv', schoolSheet(true));
  await expect(screen.content.getByText('2 rows need fixing: correct the file and choose it again.')).toBeVisible();
  await expect(screen.importButton).toBeDisabled();
  await screen.content.getByLabel('Only rows with a problem or a choice').check();
  await expect(screen.row(31)).toContainText('"31/02/2014" is not a date in DD/MM/YYYY');
  await expect(screen.row(39)).toContainText('No student with the e-mail nobody@lakeside.example in the file or the school');
  const none = await post('/v1/auth/users', { profile: 'student', search: 'lakeside.example' });
  expect(none.user.total).toBe(0);

  await screen.choose('lakeside-fixed.csv', schoolSheet(false));
  await expect(screen.importButton).toBeEnabled();
  await screen.content.getByLabel('Send invitations to the new people').check();
  await screen.importButton.click();
  const done = screen.content.getByRole('region', { name: 'Imported' });
  await expect(done).toContainText('38 invitations queued');
  for (const [profile, count] of [['student', 30], ['teacher', 3], ['guardian', 5]] as const) {
    const found = await post('/v1/auth/users', { profile, search: 'lakeside.example', pageSize: 50 });
    expect({ profile, total: found.user.total }).toEqual({ profile, total: count });
  }

  // the invitations leave through the outbox, once each, in the school's name
  await expect.poll(() => outbox().filter((mail) => /\/set\/[A-Za-z0-9_-]+/.test(mail.text)).length, { timeout: 60_000 }).toBe(38);
  const invitation = outbox().find((mail) => mail.text.includes('To: tutor1@lakeside.example') || mail.text.includes('tutor1@lakeside.example'));
  expect(invitation?.text).toContain(SCHOOL);
  const link = new URL((/https?:\/\/[^\s"<>]*\/set\/[A-Za-z0-9_-]+/.exec(invitation?.text ?? '') ?? [''])[0]).pathname;

  // the teacher chooses a password from the invitation and sees their group
  const teacherContext = await browser.newContext({ locale: 'en-GB', baseURL: install.url });
  const teacher = await teacherContext.newPage();
  await new LoginPage(teacher).setPasswordThenSignIn(link, 'tutor1@lakeside.example', 'harbour lights at dusk');
  await expect(teacher).toHaveURL('/teacher/home');
  await expect(teacher.getByRole('main').getByText('Harbour A1').first()).toBeVisible();
  await teacherContext.close();

  // a held lesson of last month, a rate, the month closed: the payslip carries the school's name
  const { year, month, at } = monthBefore(1);
  const tutor = (await post('/v1/auth/users', { profile: 'teacher', search: 'tutor1@lakeside.example' })).user.results[0];
  const group = (await post('/v1/studyplan/getall', { isGroup: true, search: 'Harbour A1' })).studyPlans.results[0];
  const { activity } = await post('/v1/activity/create', {
    studyPlanId: group.id, lessonTitle: 'Harbour conversation', startTime: at(10), lessonLength: 1,
  });
  await post(`/v1/activity/${activity.id}/outcome`, { outcome: 'held' });
  await post('/v1/pay/rates', { teacherId: tutor.id, amountPerHour: 3000, effectiveFrom: `${year - 1}-01-01` });
  const { periods } = await post('/v1/pay/periods/close', { year, month, teacherId: tutor.id });
  expect(periods).toHaveLength(1);
  const pdf = await page.request.get(`${install.url}/v1/pay/payslips/${periods[0].id}/pdf`);
  expect(pdf.status()).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  try {
    expect((await parser.getText()).text).toContain(SCHOOL);
  } finally {
    await parser.destroy();
  }
  // and the payslip's mail, queued with the period, goes out in the school's name
  await expect.poll(() => outbox().filter((mail) => mail.file.includes('payslip')).map((mail) => mail.text.includes(SCHOOL)), { timeout: 60_000 }).toEqual([true]);
  await adminContext.close();
});
