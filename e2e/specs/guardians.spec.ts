import { test, expect, loginAs } from '../fixtures';
import { findUser, setArchived } from '../pages/admin-api';
import { AdminGuardiansPage } from '../pages/admin-people-page';
import { CalendarParcel } from '../pages/calendar-parcel';
import { LoginPage } from '../pages/login-page';
import { setPasswordLink } from '../support/outbox';

// docs/product-rules.md#r-guard-1, docs/product-rules.md#r-guard-2
// A student of the demo school in two plans, none of them the demo student's.
const OTHER_STUDENT = 'bjorn.andersson@example.com';

// one story across two browsers: longer than the default time on a busy machine
test.setTimeout(120_000);

test('an admin links a guardian to a student; the guardian reads that student\'s plan, progress and calendar, and nobody else\'s', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  const student = await findUser(page, 'student', 'student@example.com');
  const other = (await findUser(page, 'student', OTHER_STUDENT)) as { id: number; studyplan?: number | null };

  // a new guardian, invited as any other person
  const email = `guardian.${Date.now().toString(36)}@example.com`;
  const created = await page.request.post('/v1/auth/register', { data: { firstName: 'Gala', lastName: 'Guardiana', email, profile: 'guardian', sendInvitation: true } });
  expect(created.status(), await created.text()).toBe(201);
  const guardianId = ((await created.json()) as { user: { id: number } }).user.id;

  const guardians = new AdminGuardiansPage(page);
  await guardians.goto();
  await guardians.expectShown();
  await guardians.search(email);
  await guardians.rowAction('Gala Guardiana', 'Linked students');
  const dialog = guardians.dialog;
  await expect(dialog.getByText('Nobody yet')).toBeVisible();
  await dialog.getByRole('button', { name: 'Link students' }).click();
  await dialog.getByPlaceholder('Search by name or email').fill('student@example.com');
  await dialog.getByRole('button', { name: `Add ${student.firstName} ${student.lastName}` }).click();
  await expect(dialog.getByRole('button', { name: `Remove ${student.firstName} ${student.lastName}` })).toBeVisible();
  // each change is saved at once: Escape closes the dialog as Done does
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await expect.poll(() => setPasswordLink(email)).toMatch(/^\/set\//);
  const context = await browser.newContext();
  const guardian = await context.newPage();
  try {
    await new LoginPage(guardian).setPasswordThenSignIn(setPasswordLink(email) as string, email, 'violet kettle under the stairs');
    await expect(guardian).toHaveURL('/guardian/home');

    const area = guardian.locator('#sd-area-mf_student');
    await expect(area.getByRole('heading', { level: 1, name: 'My students' })).toBeVisible();
    await area.getByRole('link', { name: new RegExp(`${student.firstName} ${student.lastName}`) }).click();
    await expect(guardian).toHaveURL(`/guardian/students/${student.id}`);
    await expect(area.getByRole('heading', { level: 1, name: `Study plan of ${student.firstName} ${student.lastName}` })).toBeVisible();
    // plan, progress and calendar are there, read-only: no button that changes anything
    await expect(area.getByTestId('study-plan-view')).toBeVisible();
    await expect(area.getByTestId('progress')).toBeVisible();
    await expect(new CalendarParcel(guardian, area).grid).toBeVisible();
    await expect(area.getByRole('button', { name: /New activity|Edit questions|Save answers/ })).toHaveCount(0);
    // the one thing a guardian turns on: the calendar feed of their students' lessons (docs/product-rules.md#r-cal-5)
    await new CalendarParcel(guardian, area).root.getByRole('button', { name: 'Subscribe' }).click();
    const feedDialog = guardian.getByRole('dialog', { name: 'Calendar feed' });
    await expect(feedDialog.getByText('The lessons of every student you follow', { exact: false })).toBeVisible();
    await feedDialog.getByRole('button', { name: 'Turn on' }).click();
    const feedPath = new URL(await feedDialog.getByRole('textbox', { name: 'Feed address' }).inputValue()).pathname;
    await guardian.keyboard.press('Escape');
    await expect(feedDialog).toHaveCount(0);
    const feed = async () => (await guardian.request.get(feedPath)).text();
    expect(await feed()).toContain('BEGIN:VEVENT');

    // another student's plans and pages: refused as missing
    expect((await guardian.request.get(`/v1/progresstracking?studentId=${other.id}`)).status()).toBe(404);
    if (other.studyplan) {
      expect((await guardian.request.post('/v1/studyplan/summary', { data: { id: other.studyplan } })).status()).toBe(404);
      await guardian.goto(`/guardian/students/${other.id}/study-plans/${other.studyplan}`);
      await expect(area.getByRole('alert').first()).toBeVisible();
      await expect(area.getByTestId('study-plan-view')).toHaveCount(0);
    }
    // and writes to their own student's plan are refused
    const plans = ((await (await guardian.request.get(`/v1/progresstracking?studentId=${student.id}`)).json()) as { progress: { plans: Array<{ id: number }> } }).progress.plans;
    expect(plans.length).toBeGreaterThan(0);
    expect((await guardian.request.patch('/v1/studyplan/update', { data: { id: plans[0].id, description: 'Changed by a parent' } })).status()).toBe(403);

    // a staff-only comment on one of the student's lessons (docs/product-rules.md#r-comment-2)
    const lessons = ((await (await page.request.post('/v1/studyplan/getactivitydata', { data: { studyPlanId: plans[0].id, pageSize: 1 } })).json()) as { activities: { results: Array<{ id: number }> } }).activities.results;
    const lessonId = lessons[0].id;
    const note = `Staff note ${Date.now().toString(36)}`;
    const added = await page.request.post('/v1/activity/comments', { data: { activityId: lessonId, text: note, audience: 'staff' } });
    expect(added.status(), await added.text()).toBe(201);
    const commentId = ((await added.json()) as { comment: { id: number } }).comment.id;
    const guardianSees = async () => {
      const view = (await (await guardian.request.post('/v1/studyplan/getactivitydata', { data: { studyPlanId: plans[0].id, pageSize: 1 } })).json()) as { activities: { results: Array<{ id: number; commentsSize: number; comments: Array<{ text: string }> }> } };
      const lesson = view.activities.results.find((candidate) => candidate.id === lessonId);
      const list = (await (await guardian.request.post('/v1/activity/allcomments', { data: { activityId: lessonId } })).json()) as { comments: { total: number; results: Array<{ text: string }> } };
      return { inView: lesson?.comments.some((c) => c.text === note), inList: list.comments.results.some((c) => c.text === note), count: lesson?.commentsSize, total: list.comments.total };
    };
    const hidden = await guardianSees();
    expect(hidden).toMatchObject({ inView: false, inList: false });
    await guardian.goto(`/guardian/students/${student.id}`);
    await expect(area.getByTestId('study-plan-view')).toBeVisible();
    await expect(area.getByText(note)).toHaveCount(0);
    expect(await feed()).not.toContain(note);

    // the author changes its audience: the guardian's view follows, counts included
    expect((await page.request.patch(`/v1/activity/comments/${commentId}/audience`, { data: { audience: 'guardians' } })).status()).toBe(200);
    expect(await guardianSees()).toEqual({ inView: true, inList: true, count: (hidden.count ?? 0) + 1, total: hidden.total + 1 });
  } finally {
    await context.close();
  }
  await setArchived(page, guardianId, true);
});
