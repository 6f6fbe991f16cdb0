import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { test, expect, loginAs } from '../fixtures';
import { BASE_URL } from '../support/run-env';
import { TeachingTimeLessonHistoryPage } from '../pages/teaching-time-lesson-history-page';
import { TeachingTimePage } from '../pages/teaching-time-page';

// Hélène Moreau's last month in the demo school: marked and unmarked, so unpaid (0).
const TEACHER = 'Hélène Moreau';

/** last month on the site's wall clock (site settings' time zone) */
function lastMonth(timeZone: string, now = new Date()) {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const current = { year: Number(parts.find((p) => p.type === 'year')?.value), month: Number(parts.find((p) => p.type === 'month')?.value) };
  const year = current.month === 1 ? current.year - 1 : current.year;
  const month = current.month === 1 ? 12 : current.month - 1;
  const label = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 15)));
  const mm = String(month).padStart(2, '0');
  return { year, month, label, key: `${year}${mm}`, date: `${year}-${mm}-01` };
}

test('an admin pays a teacher-month, unmarks one lesson in the history and downloads the CSV', async ({ page }) => {
  // one long flow across two remotes, a reload and a download
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  const settings = await page.request.get('/v1/sitesettings/timezone');
  const last = lastMonth(((await settings.json()) as { timeZone: string }).timeZone);
  const report = new TeachingTimePage(page);
  await report.open();
  await expect(report.pageLabel).toBeVisible();

  await report.previousMonth();
  await expect(report.monthLabel).toHaveText(last.label);
  // the month starts unpaid, also when this test runs again on the same data
  const teacherId = await report.teacherId(TEACHER);
  const reset = await page.request.post('/v1/teacherpayment/markpaid', {
    data: { teacherId, month: last.month, year: last.year, paid: false },
    headers: { Origin: BASE_URL },
  });
  expect(reset.status()).toBe(200);
  await report.open();
  await report.previousMonth();
  await expect(report.paidCheckbox(TEACHER)).not.toBeChecked();
  await expect(report.row(TEACHER)).toContainText('Unpaid');

  // mark the teacher-month paid, asked first with the figures: it stays paid after a reload
  const question = page.getByRole('dialog', { name: new RegExp(`^Mark [\\d.]+ h of ${TEACHER} in ${last.label} as paid\\?$`) });
  await report.paidCheckbox(TEACHER).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(report.paidCheckbox(TEACHER)).not.toBeChecked();
  await expect(report.paidCheckbox(TEACHER)).toBeFocused();
  await report.paidCheckbox(TEACHER).click();
  await question.getByRole('button', { name: 'Mark paid' }).click();
  await expect(report.paidCheckbox(TEACHER)).toBeChecked();
  await expect(report.toasts).toContainText(`${TEACHER} marked paid for ${last.label}`);
  await page.reload();
  await report.tab.click();
  await report.previousMonth();
  await expect(report.monthLabel).toHaveText(last.label);
  await expect(report.paidCheckbox(TEACHER)).toBeChecked();
  await expect(report.row(TEACHER)).toContainText('Paid');

  // the lesson history of that month, from the row's link
  await report.teacherLink(TEACHER).click();
  await expect(page).toHaveURL(`/admin/lesson-history/${teacherId}/${last.date}`);
  const history = new TeachingTimeLessonHistoryPage(page);
  await history.expectShown(TEACHER);
  await expect(history.monthStatus).toHaveText('Paid');
  const paidLessons = await history.paidCheckboxes.count();
  expect(paidLessons).toBeGreaterThan(0);
  await expect(history.paidCheckboxes.first()).toBeChecked();

  // Teachers is the sidebar item here, and a link leads back to the report on this month
  await expect(history.sidebarLink('Teachers')).toHaveAttribute('aria-current', 'page');
  await expect(history.area('mf_admin').getByRole('link', { name: `Teaching time, ${last.label}` })).toBeVisible();

  // unmarking one lesson: partially paid while others stay paid, unpaid if it was the only one
  await history.paidCheckboxes.first().click();
  await expect(history.paidCheckboxes.first()).not.toBeChecked();
  const expected = paidLessons > 1 ? 'Partially paid' : 'Unpaid';
  await expect(history.monthStatus).toHaveText(expected);

  await history.area('mf_admin').getByRole('link', { name: `Teaching time, ${last.label}` }).click();
  await expect(report.monthLabel).toHaveText(last.label);
  await expect(report.row(TEACHER)).toContainText(expected);
  if (paidLessons > 1) {
    await expect(report.paidCheckbox(TEACHER)).toHaveJSProperty('indeterminate', true);
  }

  // the CSV: two clicks, YYYYMM.All.csv with a byte-order mark, the spec's header and a row per lesson
  const fileName = `${last.key}.All.csv`;
  const download = await report.downloadCsv(fileName);
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(bytes, { bom: true });
  expect(rows[0]).toEqual(['Teacher', 'Student', 'Description', 'Date', 'Start Time', '# Lessons']);
  const theirs = rows.slice(1).filter((row) => row[0] === TEACHER);
  expect(theirs.length).toBeGreaterThan(0);
  const monthPart = `/${String(last.month).padStart(2, '0')}/${last.year}`;
  for (const [, student, , date, time, lessons] of theirs) {
    expect(student).not.toBe('');
    expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(date.endsWith(monthPart)).toBe(true);
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    expect(Number(lessons)).toBeGreaterThan(0);
  }
});
