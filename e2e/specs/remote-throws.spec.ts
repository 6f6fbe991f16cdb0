import { test, expect, signIn } from '../fixtures';
import { AppFrame } from '../pages/app-frame';
import { throwingRemoteEntry } from '../support/fake-remote';
import { BASE_URL } from '../support/run-env';

// A remote whose code loads but whose mount throws: the shell contains it like a
// remote that is down (fallback in its area, toast, no uncaught error) and the next
// visit mounts it afresh.
test('a remote that throws on mount shows the fallback, and mounts on the next visit', async ({ page, remotesManifest }) => {
  const entryUrl = `${BASE_URL}/e2e-fake/mf_student/remoteEntry.js`;
  await page.route(entryUrl, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: throwingRemoteEntry('mf_student', 'mounted on the second try') }),
  );
  remotesManifest.point('mf_student', entryUrl);
  await signIn(page, 'student');
  const frame = new AppFrame(page);

  await page.goto('/student/home');
  await expect(frame.errorToasts).toHaveCount(1);
  await expect(frame.areaError('mf_student')).toBeVisible();

  await frame.navigateInApp('/terms');
  await expect(frame.area('mf_auth')).toHaveText('TODO');
  await expect(frame.area('mf_student')).toBeEmpty();

  await frame.navigateInApp('/student/home');
  await expect(frame.area('mf_student')).toHaveText('mounted on the second try');
  await expect(frame.areaError('mf_student')).toHaveCount(0);
});
