import { test, expect, loginAs, DEMO_ACCOUNTS } from '../fixtures';
import { findUser, siteTimeZone } from '../pages/admin-api';
import { apiPost } from '../pages/pay-scene';
import { StudentsAtRiskPage } from '../pages/students-at-risk-page';
import { StudyPlanView } from '../pages/teacher-study-plan-page';
import { BASE_URL } from '../support/run-env';
import { newestMessageTo } from '../support/outbox';

// docs/product-rules.md#r-absence-3, docs/product-rules.md#r-absence-4, with the default rules:
// two no-shows in a row tell the plan's teacher, a third absence within 4 weeks tells the
// guardian (in their language) and the admins, and an admin resolves it on "Students at risk".

const DAY = 24 * 3600_000;

test('two no-shows alert the teacher with both dates, a third absence the guardian in Spanish, and the admin resolves it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  await loginAs(page, 'admin');
  const teacher = await findUser(page, 'teacher', DEMO_ACCOUNTS.teacher.email);
  const studentName = `Ada Absent${run}`;
  const { user: student } = await apiPost(page, '/v1/auth/register', { firstName: 'Ada', lastName: `Absent${run}`, email: `absent-${run}@example.com`, profile: 'student', sendInvitation: false });
  const guardianEmail = `tutora-${run}@example.com`;
  const { user: guardian } = await apiPost(page, '/v1/auth/register', { firstName: 'Tere', lastName: `Tutora${run}`, email: guardianEmail, profile: 'guardian', language: 'es', sendInvitation: false });
  await apiPost(page, `/v1/guardians/${guardian.id}/students`, { studentId: student.id });
  const planTitle = `Attendance ${run}`;
  const { studyPlan } = await apiPost(page, '/v1/studyplan/create', { code: `ABS-${run}`, title: planTitle, isGroup: false, teacherIds: [teacher.id], memberIds: [student.id] });
  const lessons: string[] = [];
  const starts: number[] = [];
  for (const daysAgo of [15, 8, 1]) {
    const title = `Absence check ${daysAgo} ${run}`;
    const start = Date.now() - daysAgo * DAY;
    await apiPost(page, '/v1/activity/create', { studyPlanId: studyPlan.id, lessonTitle: title, startTime: new Date(start).toISOString(), lessonLength: 1 });
    lessons.push(title);
    starts.push(start);
  }
  const { timeZone } = await siteTimeZone(page);
  const day = (instant: number) => new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(instant);

  // the teacher records two no-shows in the plan view
  const teacherContext = await browser.newContext({ baseURL: BASE_URL });
  const teacherPage = await teacherContext.newPage();
  try {
    await loginAs(teacherPage, 'teacher');
    await teacherPage.goto(`/teacher/study-plans/${studyPlan.id}`);
    const view = new StudyPlanView(teacherPage);
    await view.expectLoaded(planTitle);
    const record = async (title: string, outcome: string) => {
      const dialog = await view.openActivity(title);
      await dialog.field('Outcome').selectOption(outcome);
      await expect(teacherPage.getByText('Outcome saved').first()).toBeVisible();
      await dialog.close();
    };
    await record(lessons[0], 'no_show');
    await record(lessons[1], 'no_show');

    let toTeacher: string | null = null;
    await expect
      .poll(() => (toTeacher = newestMessageTo(DEMO_ACCOUNTS.teacher.email, new RegExp(`Absences of ${studentName}`))), { timeout: 60_000, intervals: [500, 1000, 2000] })
      .not.toBeNull();
    expect(toTeacher).toContain('2 absences in a row');
    for (const start of starts.slice(0, 2)) expect(toTeacher).toContain(`${day(start)}: No-show`);
    // the plan view keeps the alert
    await expect(view.root.getByTestId('absence-alerts').getByTestId('absence-alert')).toHaveCount(1);

    // a third absence within 4 weeks: the guardian hears, in Spanish
    await record(lessons[2], 'cancelled_late');
    let toGuardian: string | null = null;
    await expect
      .poll(() => (toGuardian = newestMessageTo(guardianEmail, new RegExp(`Absent${run} ha faltado a clases`))), { timeout: 60_000, intervals: [500, 1000, 2000] })
      .not.toBeNull();
    expect(toGuardian).toContain('Cancelada tarde');
    expect(toGuardian).toMatch(/\/mail-preferences\//);
  } finally {
    await teacherContext.close();
  }

  // the admin sees the student at risk and resolves both alerts
  const atRisk = new StudentsAtRiskPage(page);
  await atRisk.goto();
  await atRisk.expectShown();
  await expect(atRisk.rowsOf(studentName)).toHaveCount(2);
  await atRisk.resolveFirst(studentName, 'Called the family');
  await expect(atRisk.rowsOf(studentName)).toHaveCount(1);
  await atRisk.resolveFirst(studentName, 'Called the family');
  await expect(atRisk.rowsOf(studentName)).toHaveCount(0);
});
