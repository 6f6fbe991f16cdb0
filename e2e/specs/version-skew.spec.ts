import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, loginAs } from '../fixtures';
import { startRemoteHost } from '../../scripts/lib/remote-host.mjs';
import { freePort } from '../support/free-port';
import { buildRelease, releasesOf, type Release } from '../support/redeploy';
import { REPO_ROOT } from '../support/run-env';
import { TeacherHomePage } from '../pages/teacher-home-page';
import { StudyPlanView } from '../pages/teacher-study-plan-page';

// docs/architecture.md#version-skew. The demo teacher teaches José García's plan
// "Business English B2" (server/src/seed/demo-people.ts, demo-plans.ts).
const STUDENT = 'José García';
const PLAN = 'Business English B2';

/** A release's file of a screen's chunk: `lesson-history.<hash>.js`. */
function chunkOf(files: string[], screen: string): string {
  const file = files.find((name) => new RegExp(`^${screen}\\.[0-9a-f]{8}\\.js$`).test(name));
  if (!file) throw new Error(`no ${screen} chunk in ${files.length} files`);
  return file;
}

// Each deploy is a real production build of mf-teacher into the folder it is served from
// (support/redeploy.ts): 11 s on an idle 2-core machine, 24–35 s beside the browser and
// other work; the whole test took 28–108 s there. The timeout leaves room for a slower one.
test('a teacher works on across a redeploy of mf-teacher: old chunks still load, then a reload prompt, and the draft survives it', async ({ page, remotesManifest }) => {
  test.setTimeout(240_000);
  // mf-teacher served from a folder of its own, redeployed there alone: its current build
  // (the page's release) is the last release that folder's releases.json lists
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-teacher-deployed-'));
  fs.cpSync(path.join(REPO_ROOT, 'mf-teacher', 'dist'), dist, { recursive: true });
  const pageRelease = (releasesOf(dist).at(-1) as Release).files;
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

    // a deploy with a change in mf-teacher: every chunk a new name; the build keeps the
    // releases before it (here one, the least a deploy keeps: STUDYDESK_KEEP_RELEASES=2)
    let releases = await buildRelease('mf-teacher', dist, { release: 'skew-test.2', keep: 2 });
    expect(releases.map((release) => release.files)).toEqual([pageRelease, expect.any(Array)]);
    const newRelease = releases[1].files;
    const oldHistory = chunkOf(pageRelease, 'lesson-history');
    expect(chunkOf(newRelease, 'lesson-history'), 'the new build renamed the lesson history chunk').not.toBe(oldHistory);
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
    const loaded = chunks.filter((chunk) => /lesson-history\.[0-9a-f]{8}\.js$/.test(chunk.url));
    expect(loaded).toEqual([{ url: `${host.url}/${oldHistory}`, status: 200 }]);

    // the next deploy prunes the page's release: the next screen's chunk is gone
    releases = await buildRelease('mf-teacher', dist, { release: 'skew-test.3', keep: 2 });
    expect(releases.map((release) => release.files)).toEqual([newRelease, expect.any(Array)]);
    const oldPay = chunkOf(pageRelease, 'my-pay');
    expect(fs.existsSync(path.join(dist, oldPay)), `${oldPay} pruned`).toBe(false);
    await view.navigateInApp('/teacher/profile');
    const prompt = page.getByTestId('new-version');
    await expect(prompt).toContainText('A new version of StudyDesk is available');
    // asked for twice, the second time with a fresh address, then the prompt (which the
    // test may see before the browser's report of the second failed request reaches it)
    const payRequests = () => failed.filter((url) => /my-pay\.[0-9a-f]{8}\.js/.test(url));
    await expect.poll(payRequests).toHaveLength(2);
    const payChunk = payRequests();
    expect(payChunk[0]).toBe(`${host.url}/${oldPay}`);
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
