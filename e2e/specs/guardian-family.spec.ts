import type { Browser, Page } from '@playwright/test';
import { test, expect, loginAs, type Role } from '../fixtures';
import { findUser } from '../pages/admin-api';
import { AdminStudentsPage } from '../pages/admin-students-page';
import { createLessons, deleteActivities } from '../pages/lessons-api';
import { ProgressPanel } from '../pages/progress-panel';
import { StudyPlanView } from '../pages/teacher-study-plan-page';

// docs/product-rules.md#r-comment-1 and docs/product-rules.md#r-guard-3, with the demo school:
// the demo guardian Carmen García follows the demo student, whose plan the demo teacher teaches.
const GUARDIAN = 'Carmen García';
const DAY = 24 * 60 * 60 * 1000;

// three people in three browsers: longer than the default time on a busy machine
test.setTimeout(150_000);

async function signedInPage(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await loginAs(page, role);
  return page;
}

async function allowGuardiansToAnswer(admin: Page, planId: number, on: boolean): Promise<void> {
  const response = await admin.request.patch('/v1/studyplan/update', { data: { id: planId, guardiansAnswer: on } });
  expect(response.status(), await response.text()).toBe(200);
}

test("a teacher's staff-only comment never reaches the guardian, who answers the progress questions when the plan allows it", async ({ page, browser }) => {
  await loginAs(page, 'admin');
  const student = (await findUser(page, 'student', 'student@example.com')) as { id: number; firstName: string; lastName: string; studyplan?: number | null };
  const planId = student.studyplan as number;
  expect(planId).toBeGreaterThan(0);

  const teacher = await signedInPage(browser, 'teacher');
  const guardian = await signedInPage(browser, 'guardian');
  // first in the plan's list, which starts with the latest lesson
  const title = `Family lesson ${Date.now().toString(36)}`;
  const lessonIds = await createLessons(teacher, planId, [{ lessonTitle: title, startTime: new Date(Date.now() + 400 * DAY).toISOString() }]);
  const staffNote = `Fees to discuss ${Date.now().toString(36)}`;
  const sharedNote = `Homework for the week ${Date.now().toString(36)}`;
  try {
    // the teacher writes two comments: one chosen "Staff only", one for the plan's default
    await teacher.goto(`/teacher/study-plans/${planId}`);
    const view = new StudyPlanView(teacher);
    const dialog = await view.openActivity(title);
    const audience = dialog.root.getByRole('combobox', { name: 'Who will read your comment' });
    await expect(audience).toHaveValue('student');
    await audience.selectOption({ label: 'Staff only' });
    await dialog.comment(staffNote);
    await expect(dialog.commentsSize).toHaveText('1 comment');
    await audience.selectOption({ label: 'Student and guardians' });
    await dialog.comment(sharedNote);
    await expect(dialog.commentsSize).toHaveText('2 comments');
    await dialog.close();

    // the guardian sees the shared comment and never the staff one, nor counts it
    await guardian.goto(`/guardian/students/${student.id}/study-plans/${planId}`);
    const guardianView = new StudyPlanView(guardian, 'mf_student');
    const readOnly = await guardianView.openActivity(title);
    await expect(readOnly.root.getByText(sharedNote)).toBeVisible();
    await expect(readOnly.commentsSize).toHaveText('1 comment');
    await expect(readOnly.root.getByText(staffNote)).toHaveCount(0);
    await expect(readOnly.root.getByLabel('Add a comment')).toHaveCount(0);
    await readOnly.close();
    const list = (await (await guardian.request.post('/v1/activity/allcomments', { data: { activityId: lessonIds[0] } })).json()) as { comments: { total: number; results: Array<{ text: string }> } };
    expect({ total: list.comments.total, texts: list.comments.results.map((comment) => comment.text) }).toEqual({ total: 1, texts: [sharedNote] });

    // the plan does not let guardians answer: no answer form, and the server refuses
    const progress = new ProgressPanel(guardian.locator('#sd-area-mf_student'));
    await expect(progress.root).toBeVisible();
    await expect(progress.saveButton).toHaveCount(0);
    const questions = ((await (await guardian.request.get(`/v1/progresstracking/${planId}`)).json()) as { progress: { questions: Array<{ id: number; text: string }> } }).progress.questions;
    expect(questions.length).toBeGreaterThan(0);
    const refused = await guardian.request.post(`/v1/progresstracking/${planId}`, { data: { userId: student.id, answers: [{ questionId: questions[0].id, text: '42' }] } });
    expect(refused.status()).toBe(403);

    // the admin allows it on the plan's form: the guardian answers for the student, and the answer says who gave it
    const students = new AdminStudentsPage(page);
    await students.goto();
    await students.expectShown();
    await students.search('student@example.com');
    await students.rowAction(`${student.firstName} ${student.lastName}`, 'Edit study plan');
    await expect(students.dialog.getByLabel('New comments are for')).toHaveValue('student');
    await students.dialog.getByRole('checkbox', { name: 'Guardians may answer progress questions' }).check();
    await students.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(students.toasts.getByText(/^Study plan .* saved$/).first()).toBeVisible();
    await expect(students.dialog).toHaveCount(0);
    await guardian.reload();
    await progress.answerField(questions[0].text).fill('42');
    await progress.saveButton.click();
    await expect(guardian.getByText('Your answers have been saved').first()).toBeVisible();
    await expect(progress.root.getByText(new RegExp(`^Last answer: 42 .*, given by ${GUARDIAN}$`))).toBeVisible();
    const answered = ((await (await teacher.request.get(`/v1/progresstracking/${planId}`)).json()) as {
      progress: { questions: Array<{ id: number; userAnswers: Array<{ userId: number; value: number; answeredBy: { firstName: string } | null }> }> };
    }).progress.questions.find((question) => question.id === questions[0].id);
    expect(answered?.userAnswers.find((answer) => answer.userId === student.id)).toMatchObject({ value: 42, answeredBy: { firstName: 'Carmen' } });
  } finally {
    await allowGuardiansToAnswer(page, planId, false);
    await deleteActivities(teacher, lessonIds);
    await teacher.context().close();
    await guardian.context().close();
  }
});
