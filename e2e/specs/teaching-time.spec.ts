import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { test, expect, loginAs } from '../fixtures';
import { registerUser } from '../pages/admin-api';
import { apiPost, monthBefore } from '../pages/pay-scene';
import { TeachingTimeLessonHistoryPage } from '../pages/teaching-time-lesson-history-page';
import { TeachingTimePage } from '../pages/teaching-time-page';

// Paying a teacher-month is closing it (docs/product-rules.md#r-pay-4, #r-pay-9): after the
// question, the report shows it paid for good, its lesson history shows every lesson paid
// with boxes that cannot be clicked, and the month's CSV lists its lessons. A teacher of its
// own, so a run closes nothing another spec counts on.
test('an admin pays a teacher-month by closing it, sees its lessons paid for good in the history, and downloads the CSV', async ({ page }) => {
  // one long flow across two remotes, a reload and a download
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const last = monthBefore(8);
  await loginAs(page, 'admin');
  const teacher = await registerUser(page, { firstName: 'Hugo', lastName: `Ledger${run}`, email: `ledger-${run}@example.com`, profile: 'teacher' });
  const student = await registerUser(page, { firstName: 'Ines', lastName: `Ledger${run}`, email: `ledger-student-${run}@example.com`, profile: 'student' });
  const { studyPlan } = await apiPost(page, '/v1/studyplan/create', { code: `LEDGER-${run}`, title: `Ledger ${run}`, isGroup: false, teacherIds: [teacher.id], memberIds: [student.id] });
  for (const day of [5, 12]) {
    const { activity } = await apiPost(page, '/v1/activity/create', { studyPlanId: studyPlan.id, lessonTitle: `Ledger ${run} ${day}`, startTime: last.at(day), lessonLength: 1 });
    await apiPost(page, `/v1/activity/${activity.id}/outcome`, { outcome: 'held' });
  }
  await apiPost(page, '/v1/pay/rates', { teacherId: teacher.id, amountPerHour: 3500, effectiveFrom: `${last.year - 1}-01-01` });
  const name = `Hugo Ledger${run}`;

  const report = new TeachingTimePage(page);
  await page.goto(`/admin/teachers?tab=teaching-time&month=${last.param}`);
  await expect(report.monthLabel).toHaveText(last.label);
  await expect(report.row(name)).toContainText('Unpaid');

  // mark the teacher-month paid, asked first with the figures: a closed period, paid after a reload
  const question = page.getByRole('dialog', { name: `Mark 2 h of ${name} in ${last.label} as paid?` });
  await report.paidCheckbox(name).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(report.paidCheckbox(name)).not.toBeChecked();
  await expect(report.paidCheckbox(name)).toBeFocused();
  await report.paidCheckbox(name).click();
  await question.getByRole('button', { name: 'Mark paid' }).click();
  await expect(report.paidCheckbox(name)).toBeChecked();
  await page.reload();
  await expect(report.monthLabel).toHaveText(last.label);
  await expect(report.paidCheckbox(name)).toBeChecked();
  await expect(report.paidCheckbox(name)).toBeDisabled();
  await expect(report.row(name)).toContainText('Paid');

  // the lesson history of that month, from the row's link: every lesson paid, for good
  const teacherId = await report.teacherId(name);
  expect(teacherId).toBe(teacher.id);
  await report.teacherLink(name).click();
  const mm = String(last.month).padStart(2, '0');
  await expect(page).toHaveURL(`/admin/lesson-history/${teacherId}/${last.year}-${mm}-01`);
  const history = new TeachingTimeLessonHistoryPage(page);
  await history.expectShown(name);
  await expect(history.monthStatus).toHaveText('Paid');
  await expect(history.paidCheckboxes).toHaveCount(2);
  for (const box of await history.paidCheckboxes.all()) {
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  }

  // Teachers is the sidebar item here, and a link leads back to the report on this month
  await expect(history.sidebarLink('Teachers')).toHaveAttribute('aria-current', 'page');
  await history.area('mf_admin').getByRole('link', { name: `Teaching time, ${last.label}` }).click();
  await expect(report.monthLabel).toHaveText(last.label);
  await expect(report.row(name)).toContainText('Paid');

  // the CSV: two clicks, YYYYMM.All.csv with a byte-order mark, the spec's header and a row per lesson
  const fileName = `${last.year}${mm}.All.csv`;
  const download = await report.downloadCsv(fileName);
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(bytes, { bom: true });
  expect(rows[0]).toEqual(['Teacher', 'Student', 'Description', 'Date', 'Start Time', '# Lessons']);
  const theirs = rows.slice(1).filter((row) => row[0] === name);
  expect(theirs).toHaveLength(2);
  for (const [, studentName, , date, time, lessons] of theirs) {
    expect(studentName).toBe(`Ines Ledger${run}`);
    expect(date).toMatch(new RegExp(`^\\d{2}/${mm}/${last.year}$`));
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    expect(Number(lessons)).toBeGreaterThan(0);
  }
});
