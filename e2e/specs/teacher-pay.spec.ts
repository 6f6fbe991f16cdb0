import { test, expect, loginAs } from '../fixtures';
import { apiPost, monthBefore } from '../pages/pay-scene';
import { dialogDate, registerUser, resetPayPolicy } from '../pages/admin-api';
import { AdminSiteSettingsPage } from '../pages/admin-site-settings-page';
import { TeacherPayPanel } from '../pages/teacher-pay-panel';
import { StudyPlanView } from '../pages/teacher-study-plan-page';
import { TeachingTimePage } from '../pages/teaching-time-page';

// docs/product-rules.md#r-pay-1 … docs/product-rules.md#r-pay-5 end to end: an admin sets the
// policy and a rate, one student cancels late (50 %, no credit), another with notice (a
// credit a make-up lesson then uses), the admin closes the month, a lesson completed later
// in it is paid as an adjustment by the next month, and the payslip's total is the report's.


/** '€1,234.50' (or '-€10.00') in minor units */
function minorUnits(text: string): number {
  const match = /(-?)€([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `an amount in euros in "${text}"`).not.toBeNull();
  return (match![1] ? -1 : 1) * (Number(match![2].replace(/,/g, '')) * 100 + Number(match![3]));
}

/** the payslip's last line, 'Total pay: €60.00', in minor units */
function payslipTotal(text: string): number {
  const total = /(?:^|\n)\s*Total pay:?\s*(-?€[\d,]+\.\d{2})/.exec(text);
  expect(total, text).not.toBeNull();
  return minorUnits(total![1]);
}


async function setOutcome(view: StudyPlanView, title: string, outcome: string, toast: string | RegExp) {
  const dialog = await view.openActivity(title);
  await dialog.field('Outcome').selectOption(outcome);
  await expect(view.toasts.getByText(toast).first()).toBeVisible();
  await dialog.close();
}

test('an admin closes a month of a teacher: cancellations, a make-up lesson, a later change as an adjustment, the payslip total is the report', async ({ page }) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  // a past month, and the next one where the later change lands (both closable, no other test uses them)
  const closed = monthBefore(3);
  const next = monthBefore(2);
  const late = `E2E late ${run}`;
  const notice = `E2E notice ${run}`;
  const makeUp = `E2E make-up ${run}`;
  const later = `E2E later ${run}`;

  await loginAs(page, 'admin');
  try {
    // the policy: a late cancellation pays half and gives no credit, one with notice gives a credit
    const settings = new AdminSiteSettingsPage(page);
    await settings.goto();
    const policy = page.getByTestId('pay-policy');
    await expect(policy.getByLabel('Notice window (hours)')).not.toHaveValue('');
    await policy.getByLabel('Notice window (hours)').fill('24');
    await policy.getByLabel('Make-up credits per student per month').fill('0');
    const lateRow = policy.getByTestId('pay-policy-cancelled_late');
    await lateRow.getByLabel("Teacher's share (%)").fill('50');
    await lateRow.getByLabel('Make-up credit').uncheck();
    const noticeRow = policy.getByTestId('pay-policy-cancelled_notice');
    await noticeRow.getByLabel("Teacher's share (%)").fill('0');
    await noticeRow.getByLabel('Make-up credit').check();
    await policy.getByRole('button', { name: 'Save pay policy' }).click();
    await expect(page.getByText('Pay policy saved').first()).toBeVisible();

    // the scene: a new teacher with two one-student plans, a lesson in each in the past month
    const teacher = await registerUser(page, { firstName: 'Paula', lastName: `Pay${run}`, email: `pay-teacher-${run}@example.com`, profile: 'teacher' });
    const plans: number[] = [];
    for (const [who, title] of [['Ana', late], ['Ben', notice]] as const) {
      const student = await registerUser(page, { firstName: who, lastName: `Pay${run}`, email: `pay-${who.toLowerCase()}-${run}@example.com`, profile: 'student' });
      const { studyPlan } = await apiPost(page, '/v1/studyplan/create', {
        code: `PAY-${who}-${run}`, title: `Pay ${who} ${run}`, isGroup: false, teacherIds: [teacher.id], memberIds: [student.id],
      });
      plans.push(studyPlan.id);
      await apiPost(page, '/v1/activity/create', { studyPlanId: studyPlan.id, lessonTitle: title, startTime: closed.at(title === late ? 10 : 11), lessonLength: 1 });
    }
    const [anaPlan, benPlan] = plans;

    // a rate of €40.00 an hour, from long before
    const pay = new TeacherPayPanel(page);
    await pay.goto(teacher.id, closed);
    await expect(pay.rates).toContainText('No rate yet');
    await pay.addRate('40', `01/01/${closed.year - 1}`);
    await expect(pay.rates).toContainText('€40.00 per hour');

    // Ana cancels late: half the lesson to the teacher, no credit
    await page.goto(`/admin/study-plans/${anaPlan}`);
    const anaView = new StudyPlanView(page, 'mf_admin');
    await anaView.expectLoaded(`Pay Ana ${run}`);
    await setOutcome(anaView, late, 'cancelled_late', 'Outcome saved');
    await expect(page.getByText(/make-up credit given/)).toHaveCount(0);
    await expect(anaView.root.getByTestId('make-up-credit')).toHaveCount(0);

    // Ben cancels with notice: a credit, which a make-up lesson in the same month uses
    await page.goto(`/admin/study-plans/${benPlan}`);
    const benView = new StudyPlanView(page, 'mf_admin');
    await benView.expectLoaded(`Pay Ben ${run}`);
    await setOutcome(benView, notice, 'cancelled_notice', '1 make-up credit given');
    const credit = benView.root.getByTestId('make-up-credits').getByTestId('make-up-credit').filter({ hasText: notice });
    await expect(credit).toHaveAttribute('data-state', 'open');
    await benView.planMakeUpLesson(makeUp, dialogDate(20, -3));
    await expect(credit).toHaveAttribute('data-state', 'used');
    await expect(credit).toContainText(`Used by ${makeUp}`);
    await setOutcome(benView, makeUp, 'held', 'Outcome saved');

    // the report: €20.00 (late, 50 %) + €0.00 (with notice) + €40.00 (the make-up lesson held)
    const report = new TeachingTimePage(page);
    const teacherName = `Paula Pay${run}`;
    await page.goto(`/admin/teachers?tab=teaching-time&month=${closed.year}-${String(closed.month).padStart(2, '0')}`);
    await expect(report.monthLabel).toHaveText(closed.label);
    await expect(report.row(teacherName)).toContainText('€60.00');
    const reported = minorUnits(await report.row(teacherName).innerText());

    // the admin closes the month; the payslip's total is the report's amount
    await pay.goto(teacher.id, closed);
    await pay.closeMonth(closed.label);
    await expect(pay.payslip(closed.label)).toContainText('€60.00');
    const { download, text } = await pay.payslipPdfText(closed.label);
    expect(download.suggestedFilename()).toBe(`payslip-${closed.year}${String(closed.month).padStart(2, '0')}-Pay${run}.pdf`);
    expect(text).toContain(teacherName);
    expect(text).toContain(late);
    expect(text).toContain('Cancelled late');
    expect(payslipTotal(text)).toBe(reported);

    // later, a lesson of the closed month is added and held: an adjustment line waits for the next month
    await apiPost(page, '/v1/activity/create', { studyPlanId: anaPlan, lessonTitle: later, startTime: closed.at(25), lessonLength: 1 });
    await page.goto(`/admin/study-plans/${anaPlan}`);
    await anaView.expectLoaded(`Pay Ana ${run}`);
    await setOutcome(anaView, later, 'held', 'Outcome saved');
    await pay.goto(teacher.id, next);
    await expect(pay.openPay).toContainText('1 adjustment waits for the next period');
    await pay.closeMonth(next.label);
    await expect(pay.payslip(next.label)).toContainText('€40.00');
    const nextSlip = await pay.payslipPdfText(next.label);
    // the late lesson's line names the lesson and the day it was held
    expect(nextSlip.text.replace(/\s+/g, ' ')).toContain(`Lesson “${later}” of ${String(25).padStart(2, '0')}/${String(closed.month).padStart(2, '0')}/${closed.year}, added or completed after its month was closed`);
    expect(payslipTotal(nextSlip.text)).toBe(4000);
    // the closed month keeps its payslip; nothing is open any more
    await expect(pay.payslip(closed.label)).toContainText('€60.00');
    await expect(pay.openPay).toContainText('Not paid yet: 0 h, €0.00');
  } finally {
    await resetPayPolicy(page);
  }
});
