import type { Page } from '@playwright/test';
import { test, expect, signIn, signInAs } from '../fixtures';
import { dateTimeKey, ProgressPanel } from '../pages/progress-panel';
import { StudentPlanPage } from '../pages/student-plan-page';
import { StudyPlanView } from '../pages/teacher-study-plan-page';

// A student of the demo school (deterministic seed) in two plans: their own individual
// plan and the Conversation Club group, which the demo teacher teaches.
const TWO_PLANS = { email: 'bjorn.andersson@example.com', name: 'Björn Andersson' };

interface OwnPlan {
  id: number;
  title: string;
  isGroup: boolean;
}
interface Question {
  id: number;
  text: string;
  type: 'PERCENT' | 'NUMBER';
  unit: string | null;
}

async function ownPlans(page: Page): Promise<OwnPlan[]> {
  const res = await page.request.get('/v1/progresstracking');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { progress: { plans: OwnPlan[] } }).progress.plans;
}

async function questionsOf(page: Page, planId: number): Promise<{ questions: Question[]; people: Array<{ id: number }> }> {
  const res = await page.request.get(`/v1/progresstracking/${planId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { progress: { questions: Question[]; people: Array<{ id: number }> } }).progress;
}

async function groupPlan(page: Page): Promise<{ plan: OwnPlan; percent: Question; number: Question }> {
  const plan = (await ownPlans(page)).find((candidate) => candidate.isGroup);
  if (!plan) throw new Error(`${TWO_PLANS.email} is in no group plan`);
  const { questions } = await questionsOf(page, plan.id);
  const percent = questions.find((q) => q.type === 'PERCENT');
  const number = questions.find((q) => q.type === 'NUMBER');
  if (!percent || !number) throw new Error(`plan ${plan.id} lacks a PERCENT or a NUMBER question`);
  return { plan, percent, number };
}

const ascending = (keys: number[]) => keys.every((key, i) => i === 0 || keys[i - 1] <= key);

test.describe('a student in two plans', () => {
  test('opens both, each at its own address', async ({ page }) => {
    await signInAs(page, TWO_PLANS);
    const plans = await ownPlans(page);
    expect(plans.map((p) => p.isGroup)).toEqual([false, true]);
    const home = new StudentPlanPage(page);
    await home.goto();
    await home.expectShown();
    await expect(home.planLinks).toHaveCount(2);
    // /student/home shows their own (individual) plan first
    await expect(home.header(plans[0].title)).toBeVisible();
    await expect(home.planLinks.filter({ hasText: plans[0].title })).toHaveAttribute('aria-current', 'page');

    await home.planLinks.filter({ hasText: plans[1].title }).click();
    await expect(page).toHaveURL(`/student/study-plans/${plans[1].id}`);
    await expect(home.header(plans[1].title)).toBeVisible();
    await expect(home.planLinks.filter({ hasText: plans[1].title })).toHaveAttribute('aria-current', 'page');

    await home.planLinks.filter({ hasText: plans[0].title }).click();
    await expect(page).toHaveURL(`/student/study-plans/${plans[0].id}`);
    await expect(home.header(plans[0].title)).toBeVisible();
  });

  test('shows each part of the plan once: one details card, one goal, one calendar, and the lessons', async ({ page }) => {
    await signInAs(page, TWO_PLANS);
    const home = new StudentPlanPage(page);
    await home.goto();
    await home.expectShown();
    await expect(home.planView.getByTestId('activities-list')).toBeVisible();
    await expect(home.content.getByRole('heading', { name: "Plan's Details" })).toHaveCount(1);
    await expect(home.content.getByRole('heading', { name: 'Goal', exact: true })).toHaveCount(1);
    await expect(home.content.locator('table[role="grid"]')).toHaveCount(1);
  });

  test('answers a PERCENT and a NUMBER question and sees both graphs grow, oldest answer first', async ({ page }) => {
    await signInAs(page, TWO_PLANS);
    const { plan, percent, number } = await groupPlan(page);
    const screen = new StudentPlanPage(page).at(plan.id);
    await screen.goto();
    await screen.expectShown();
    const progress = screen.progress;
    await expect(progress.graph(percent.text)).toBeVisible();
    await expect(progress.graph(number.text)).toBeVisible();
    const before = { percent: await progress.pointCount(percent.text), number: await progress.pointCount(number.text) };

    // the form says what is wrong before anything is sent
    await progress.answerField(percent.text).fill('150');
    await progress.saveButton.click();
    await expect(progress.root.getByText('Enter a percentage from 0 to 100')).toBeVisible();

    await progress.answerField(percent.text).fill('83');
    await progress.answerField(number.text).fill('41');
    await progress.saveButton.click();
    await expect(screen.toasts.getByText('Your answers have been saved')).toBeVisible();
    await expect(progress.answerField(percent.text)).toHaveValue('');

    await expect.poll(() => progress.pointCount(percent.text)).toBe(before.percent + 1);
    await expect.poll(() => progress.pointCount(number.text)).toBe(before.number + 1);
    const expected: Array<[Question, string, number]> = [
      [percent, '83 %', before.percent + 1],
      [number, number.unit ? `41 ${number.unit}` : '41', before.number + 1],
    ];
    for (const [question, shown, count] of expected) {
      const rows = await progress.answerRows(question.text);
      expect(rows).toHaveLength(count);
      expect(ascending(rows.map((row) => dateTimeKey(row[0]))), `${question.text}: oldest first`).toBe(true);
      // the newest, today's, comes last
      expect(rows[rows.length - 1][1]).toBe(shown);
    }
    await expect(progress.answerField(percent.text)).toHaveAccessibleDescription(/Last answer: 83 %/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('shows one section at a time, Plan’s Details first, switched by the section links', async ({ page }) => {
      await signInAs(page, TWO_PLANS);
      const screen = new StudentPlanPage(page);
      await screen.goto();
      await screen.expectShown();
      await expect(screen.sectionLinks).toHaveText(["Plan's Details", 'Goal', 'Progress']);
      await expect(screen.section("Plan's Details")).toBeVisible();
      await expect(screen.section('Goal')).toBeHidden();
      await expect(screen.section('Progress')).toBeHidden();

      await screen.sectionLinks.filter({ hasText: 'Goal' }).click();
      await expect(screen.section('Goal')).toBeVisible();
      await expect(screen.section('Goal').getByTestId('speed')).toBeVisible();
      await expect(screen.section("Plan's Details")).toBeHidden();
      await expect(screen.section('Progress')).toBeHidden();

      await screen.sectionLinks.filter({ hasText: 'Progress' }).click();
      await expect(screen.section('Progress')).toBeVisible();
      await expect(screen.progress.saveButton).toBeVisible();
      await expect(screen.section('Goal')).toBeHidden();
      await expect(screen.sectionLinks.filter({ hasText: 'Progress' })).toHaveAttribute('aria-current', 'true');
      // nothing wider than the phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});

test('the group’s teacher sees every member’s answers, one line per member', async ({ page, browser }) => {
  // the student answers first, so the teacher has a known answer to find
  const studentPage = await browser.newPage();
  await signInAs(studentPage, TWO_PLANS);
  const { plan, percent } = await groupPlan(studentPage);
  const answered = await studentPage.request.post(`/v1/progresstracking/${plan.id}`, { data: { answers: [{ questionId: percent.id, text: '77' }] } });
  expect(answered.status()).toBe(200);
  await studentPage.close();

  await signIn(page, 'teacher');
  const { people } = await questionsOf(page, plan.id);
  expect(people.length).toBeGreaterThan(1);
  const view = new StudyPlanView(page);
  await page.goto(`/teacher/study-plans/${plan.id}`);
  await view.expectLoaded(plan.title);
  const progress = new ProgressPanel(view.root);
  // below the lessons: its graphs are drawn once the teacher scrolls near them
  await progress.scrollTo();
  await expect(progress.graph(percent.text)).toBeVisible();
  await expect(progress.lines(percent.text)).toHaveCount(people.length);
  await expect(progress.legend(percent.text)).toHaveCount(people.length);
  await expect(progress.legend(percent.text).filter({ hasText: TWO_PLANS.name })).toHaveCount(1);
  const rows = await progress.answerRows(percent.text);
  expect(ascending(rows.map((row) => dateTimeKey(row[0])))).toBe(true);
  expect(rows.some(([, who, value]) => who === TWO_PLANS.name && value === '77 %')).toBe(true);
  // staff answer for a member
  await expect(progress.root.getByRole('combobox', { name: 'Answers for' })).toBeVisible();
});

test('another student gets 404 on the same calls, as for a plan that does not exist, and sees why', async ({ page, browser }) => {
  const memberPage = await browser.newPage();
  await signInAs(memberPage, TWO_PLANS);
  const { plan, percent } = await groupPlan(memberPage);
  await memberPage.close();

  await signIn(page, 'student');
  expect((await ownPlans(page)).some((p) => p.id === plan.id)).toBe(false);
  // a plan one may not see answers as a missing one, so plan ids cannot be probed
  expect((await page.request.get(`/v1/progresstracking/${plan.id}`)).status()).toBe(404);
  expect((await page.request.post(`/v1/progresstracking/${plan.id}`, { data: { answers: [{ questionId: percent.id, text: '50' }] } })).status()).toBe(404);
  expect((await page.request.post('/v1/progresstracking/graph', { data: { studyPlanId: plan.id } })).status()).toBe(404);

  const screen = new StudentPlanPage(page).at(plan.id);
  await screen.goto();
  await expect(screen.section('Progress').getByText('Study plan not found')).toBeVisible();
});
