import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, signIn } from '../fixtures';
import { startRemoteHost } from '../../scripts/lib/remote-host.mjs';
import { freePort } from '../support/free-port';
import { AdminStudentsPage } from '../pages/admin-students-page';
import { fromOrigin, recordRequests } from '../support/request-log';
import { BASE_URL, REPO_ROOT } from '../support/run-env';

// docs/architecture.md#the-remotes-registry-and-the-manifest: remote locations are data. A team deploys its remote elsewhere, the
// operator edits remotes.json, and the next page load takes it from there — the
// shell and the other remotes are not rebuilt or restarted.
test('a remote moved by the run-time manifest alone is loaded from its new origin', async ({
  page,
  remotesManifest,
  remoteHosts,
}) => {
  await signIn(page, 'admin');
  const students = new AdminStudentsPage(page);
  const requests = recordRequests(page);

  await students.goto();
  await students.expectShown();
  expect(fromOrigin(requests.urls, BASE_URL, /^\/mf\/admin\/remoteEntry\.js$/)).toHaveLength(1);

  const moved = await remoteHosts.start('mf-admin');
  remotesManifest.point('mf_admin', moved.manifestUrl);
  requests.clear();
  await page.reload();

  await students.expectShown();
  expect(fromOrigin(requests.urls, moved.url, /^\/mf-manifest\.json$/), 'manifest from the new origin').toHaveLength(1);
  expect(fromOrigin(requests.urls, moved.url, /^\/remoteEntry\.js$/), 'remoteEntry from the new origin').toHaveLength(1);
  expect(fromOrigin(requests.urls, moved.url, /__federation_expose_app\.[0-9a-f]+\.js$/), './app from the new origin').toHaveLength(1);
  expect(fromOrigin(requests.urls, BASE_URL, /^\/mf\/admin\//), 'nothing of mf_admin from the old place').toEqual([]);
  // The shell itself still comes from the one-port server.
  expect(fromOrigin(requests.urls, BASE_URL, /^\/main(\.[0-9a-f]+)?\.js$/)).toHaveLength(1);
});

// The sign-in page's markup is a build output of mf-auth (prerendered in every language),
// found where the manifest says mf-auth lives: redeploying mf-auth alone, elsewhere and
// changed, changes the page the server sends, with neither the server nor the shell touched.
test('a redeployed mf-auth changes the sign-in page the server draws, from its new origin', async ({ browser, remotesManifest }) => {
  const intro = 'Sign in to StudyDesk with your email address and password.';
  const changed = 'Welcome back: sign in with your email address and password.';
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-auth-redeployed-'));
  fs.cpSync(path.join(REPO_ROOT, 'mf-auth', 'dist'), dist, { recursive: true });
  const english = path.join(dist, 'prerender', 'en.json');
  const pages = fs.readFileSync(english, 'utf8');
  expect(pages).toContain(intro);
  fs.writeFileSync(english, pages.replaceAll(intro, changed));
  const host = await startRemoteHost({ distDir: dist, port: await freePort() });
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('#sd-prerendered')).toContainText(intro);

    remotesManifest.point('mf_auth', `${host.url}/mf-manifest.json`);
    await page.reload();
    await expect(page.locator('#sd-prerendered')).toContainText(changed);
    await expect(page.locator('#sd-prerendered').getByLabel('Email')).toBeVisible();
    // its own style sheet comes from the new origin too
    const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(sheets.some((href) => href.startsWith(`${host.url}/__federation_expose_app.`))).toBe(true);
  } finally {
    await context.close();
    await host.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
