import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, loginAs } from '../fixtures';
import { startRemoteHost } from '../../scripts/lib/remote-host.mjs';
import { freePort } from '../support/free-port';
import { deployNewRelease, prune } from '../support/redeploy';
import { REPO_ROOT } from '../support/run-env';
import { TeacherHomePage } from '../pages/teacher-home-page';
import { StudyPlanView } from '../pages/teacher-study-plan-page';

// docs/architecture.md#version-skew. The demo teacher teaches José García's plan
// "Business English B2" (server/src/seed/demo-people.ts, demo-plans.ts).
const STUDENT = 'José García';
const PLAN = 'Business English B2';

test('a teacher works on across a redeploy of mf-teacher: old chunks still load, then a reload prompt, and the draft survives it', async ({ page, remotesManifest }) => {
  test.setTimeout(120_000);
  // mf-teacher served from a folder of its own, redeployed there alone
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-teacher-deployed-'));
  fs.cpSync(path.join(REPO_ROOT, 'mf-teacher', 'dist'), dist, { recursive: true });
  const host = await startRemoteHost({ distDir: dist, port: await freePort() });
  try {
    remotesManifest.point('mf_teacher', `${host.url}/mf-manifest.json`);
    await loginAs(page, 'teacher');
    const home = new TeacherHomePage(page);
    const { view, planId } = await home.openPlan(STUDENT, PLAN);

    const lessonHistory = (await view.sidebarLink('Lesson history').getAttribute('href')) as string;
    // an activity being written, not saved
    const title = `Draft across a deploy ${Date.now().toString(36)}`;
    let dialog = await view.newActivity();
    await dialog.field('Title').fill(title);
    await dialog.field('Description').fill('Irregular verbs, then a role play');

    const oldFiles = deployNewRelease(dist, 'redeployed: a change in mf-teacher');
    const chunks: Array<{ url: string; status: number }> = [];
    page.on('response', (res) => {
      if (res.url().startsWith(host.url) && /\.(js|css)(\?|$)/.test(res.url())) chunks.push({ url: res.url(), status: res.status() });
    });
    // a 404 of a script is no response to the page (Chromium blocks its JSON body): a failed request
    const failed: string[] = [];
    page.on('requestfailed', (req) => void (req.url().startsWith(host.url) && failed.push(req.url())));

    // a screen this page has not opened yet: its chunk is the old build's, still there
    await view.navigateInApp(lessonHistory);
    await expect(view.area('mf_teacher').getByRole('heading', { name: 'Lesson history' })).toBeVisible();
    const loaded = chunks.find((chunk) => /lesson-history\.[0-9a-f]{8}\.js$/.test(chunk.url));
    expect(loaded, 'the lesson history chunk').toBeDefined();
    expect(oldFiles.some((file) => loaded?.url.endsWith(`/${file}`)), `${loaded?.url} is of the old build`).toBe(true);
    expect(loaded?.status).toBe(200);

    // releases later the old files are pruned: the next screen's chunk is gone
    prune(dist, oldFiles);
    await view.navigateInApp('/teacher/profile');
    const prompt = page.getByTestId('new-version');
    await expect(prompt).toContainText('A new version of StudyDesk is available');
    // asked for twice, the second time with a fresh address, then the prompt
    const payChunk = failed.filter((url) => /my-pay\.[0-9a-f]{8}\.js/.test(url));
    expect(payChunk).toHaveLength(2);
    expect(payChunk[0]).not.toContain('?');
    expect(payChunk[1]).toMatch(/\?retry=\d+$/);
    expect(chunks.filter((chunk) => /my-pay\./.test(chunk.url))).toEqual([]);
    // not a blank area: the page is there, and the part that could not load says so
    await expect(view.area('mf_teacher').getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    await expect(view.area('mf_teacher').getByTestId('load-failed')).toBeVisible();

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(prompt).toBeHidden();
    await view.navigateInApp(`/teacher/study-plans/${planId}`);
    const reloaded = new StudyPlanView(page);
    await reloaded.expectLoaded(PLAN);
    dialog = await reloaded.newActivity();
    await expect(dialog.field('Title')).toHaveValue(title);
    await expect(dialog.field('Description')).toHaveValue('Irregular verbs, then a role play');
  } finally {
    await host.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
