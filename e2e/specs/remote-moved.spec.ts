import { test, expect, signIn } from '../fixtures';
import { AdminStudentsPage } from '../pages/admin-students-page';
import { fromOrigin, recordRequests } from '../support/request-log';
import { BASE_URL } from '../support/run-env';

// DESIGN §1: remote locations are data. A team deploys its remote elsewhere, the
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
