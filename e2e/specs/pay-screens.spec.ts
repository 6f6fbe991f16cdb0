import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { test, expect, loginAs } from '../fixtures';
import { apiPost, monthBefore, type Month } from '../pages/pay-scene';
import { TeacherPayPanel } from '../pages/teacher-pay-panel';
import { TeachingTimePage } from '../pages/teaching-time-page';

// docs/product-rules.md#r-pay-9: no control pays outside a closed period; closing asks first.
// docs/product-rules.md#r-pay-5: payslips in German and Spanish keep every header word whole
// (checked in the extracted text, and in PNG renders attached to the test for a person to see).



/** a new teacher speaking `language`, a €40.00 rate, one plan with a student and a held lesson in `month` */
async function teacherWithLesson(page: Page, person: { firstName: string; lastName: string; language: string }, month: Month, run: string) {
  const email = `${person.language}-pay-${run}@example.com`;
  const { user: teacher } = await apiPost(page, '/v1/auth/register', { ...person, email, profile: 'teacher', sendInvitation: false });
  const { user: student } = await apiPost(page, '/v1/auth/register', {
    firstName: 'Lena', lastName: `Okafor${run}`, email: `${person.language}-student-${run}@example.com`, profile: 'student', sendInvitation: false,
  });
  const plan = `Conversación ${person.language} ${run}`;
  const { studyPlan } = await apiPost(page, '/v1/studyplan/create', { code: `PS-${person.language}-${run}`, title: plan, isGroup: false, teacherIds: [teacher.id], memberIds: [student.id] });
  const { activity } = await apiPost(page, '/v1/activity/create', { studyPlanId: studyPlan.id, lessonTitle: `Progress check ${run}`, startTime: month.at(10), lessonLength: 1 });
  await apiPost(page, `/v1/activity/${activity.id}/outcome`, { outcome: 'held' });
  await apiPost(page, '/v1/pay/rates', { teacherId: teacher.id, amountPerHour: 4000, effectiveFrom: `${month.year - 1}-01-01` });
  return { id: teacher.id as number, name: `${person.firstName} ${person.lastName}`, student: `Lena Okafor${run}`, plan };
}

/** a word stands whole in extracted text: no letter joined to it on either side */
const whole = (text: string, word: string) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text);

/** the PDF's pages as PNGs, attached to the test (look at them: no word broken inside a cell) */
async function attachPages(pdf: Buffer, name: string, testInfo: TestInfo): Promise<void> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const shots = await parser.getScreenshot({ scale: 1.5, imageBuffer: true, imageDataUrl: false });
    for (const [i, shot] of shots.pages.entries()) {
      const file = testInfo.outputPath(`${name}-${i + 1}.png`);
      fs.writeFileSync(file, Buffer.from(shot.data));
      await testInfo.attach(`${name} page ${i + 1}`, { path: file, contentType: 'image/png' });
    }
  } finally {
    await parser.destroy();
  }
}

test.describe('pay screens', () => {
  test.setTimeout(300_000);

  test('a closed month offers no way to unmark it, closing asks first, and a paid lesson cannot be clicked', async ({ page }, testInfo) => {
    const run = Date.now().toString(36);
    const month = monthBefore(5);
    await loginAs(page, 'admin');
    const teacher = await teacherWithLesson(page, { firstName: 'Eva', lastName: `Weiß${run}`, language: 'de' }, month, run);

    // closing for one teacher asks first; once closed it is not offered again (no reload)
    const pay = new TeacherPayPanel(page);
    await pay.goto(teacher.id, month);
    await pay.periods.getByRole('button', { name: `Close ${month.label}` }).click();
    const question = page.getByRole('dialog', { name: `Close ${month.label} for this teacher?` });
    await expect(question).toContainText('the payslip is mailed to the teacher');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(pay.payslips).toHaveCount(0);
    await pay.closeMonth(month.label);
    await expect(pay.periods).toContainText(`${month.label} is closed for this teacher`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('pay-panel-desktop.png'), fullPage: true });

    // the lesson history: the paid lesson's box is ticked and cannot be clicked
    const paidBox = page.getByRole('checkbox', { name: /^Paid: / }).first();
    await expect(paidBox).toBeChecked();
    await expect(paidBox).toBeDisabled();

    // the month still running cannot be closed: the button says why
    const running = monthBefore(0);
    await pay.goto(teacher.id, running);
    await expect(pay.periods.getByRole('button', { name: `Close ${running.label}` })).toBeDisabled();
    await expect(pay.periods).toContainText(`${running.label} is still running: it can be closed once it is over`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('pay-panel-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // the report: the closed month is ticked, cannot be clicked, and no question to unmark it appears
    const report = new TeachingTimePage(page);
    await page.goto(`/admin/teachers?tab=teaching-time&month=${month.param}`);
    await expect(report.monthLabel).toHaveText(month.label);
    const box = report.paidCheckbox(teacher.name);
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await box.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark not paid' })).toHaveCount(0);
  });

  test('"Mark paid" on the report closes the month for the teacher, after the closing question', async ({ page }) => {
    const run = Date.now().toString(36);
    const month = monthBefore(6);
    await loginAs(page, 'admin');
    const teacher = await teacherWithLesson(page, { firstName: 'Iker', lastName: `Marín${run}`, language: 'es' }, month, run);

    const report = new TeachingTimePage(page);
    await page.goto(`/admin/teachers?tab=teaching-time&month=${month.param}`);
    await expect(report.monthLabel).toHaveText(month.label);
    const box = report.paidCheckbox(teacher.name);
    await expect(box).not.toBeChecked();
    await box.click();
    const question = page.getByRole('dialog', { name: `Mark 1 h of ${teacher.name} in ${month.label} as paid?` });
    await expect(question).toContainText(`closes ${month.label} for this teacher`);
    await expect(question).toContainText('the payslip is mailed to the teacher');
    await question.getByRole('button', { name: 'Mark paid' }).click();
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();

    // one record of payment: the mark made a closed pay period, which the report shows after a reload
    const periods = await (await page.request.get(`/v1/pay/periods?teacherId=${teacher.id}`)).json();
    expect(periods.periods).toEqual([expect.objectContaining({ year: month.year, month: month.month, total: 4000 })]);
    await page.reload();
    await expect(report.paidCheckbox(teacher.name)).toBeChecked();
    await expect(report.paidCheckbox(teacher.name)).toBeDisabled();
  });

  for (const [language, person, headers] of [
    ['de', { firstName: 'Eva', lastName: 'Weiß' }, ['Datum', 'Unterrichtsstunde', 'Ausgang', 'Stunden', 'Stundensatz', 'Anteil', 'Betrag', 'Unterrichtsstunden']],
    ['es', { firstName: 'Ana', lastName: 'Fernández' }, ['Fecha', 'Clase', 'Resultado', 'Horas', 'Tarifa', 'por', 'hora', 'Porcentaje', 'Importe', 'Clases']],
  ] as const) {
    test(`the payslip in ${language}: whom each lesson was for, header words whole, the teacher's letters in the file name`, async ({ page }, testInfo) => {
      const run = Date.now().toString(36);
      const month = monthBefore(7);
      await loginAs(page, 'admin');
      const teacher = await teacherWithLesson(page, { ...person, lastName: `${person.lastName}${run}`, language }, month, run);
      const pay = new TeacherPayPanel(page);
      await pay.goto(teacher.id, month);
      await pay.closeMonth(month.label);

      const [download] = await Promise.all([page.waitForEvent('download'), pay.payslip(month.label).getByRole('link', { name: 'Payslip (PDF)' }).click()]);
      expect(download.suggestedFilename()).toBe(`payslip-${month.year}${String(month.month).padStart(2, '0')}-${person.lastName}${run}.pdf`);
      const pdf = fs.readFileSync(await download.path());
      const parser = new PDFParse({ data: new Uint8Array(pdf) });
      const text = await parser.getText().then((r) => r.text).finally(() => parser.destroy());
      for (const word of headers) expect({ word, whole: whole(text, word) }).toEqual({ word, whole: true });
      // whom and which plan, wrapped between words where the cell is narrow
      expect(text.replace(/\s+/g, ' ')).toContain(`${teacher.student} · ${teacher.plan}`);
      expect(text).toMatch(/100\s%/);
      await attachPages(pdf, `payslip-${language}`, testInfo);
    });
  }
});
