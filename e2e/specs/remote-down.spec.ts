import { test, expect, signIn } from '../fixtures';
import { AdminStudentsPage } from '../pages/admin-students-page';
import { AppFrame } from '../pages/app-frame';
import { TeacherHomePage } from '../pages/teacher-home-page';
import { TermsPage } from '../pages/terms-page';

// docs/architecture.md#the-remotes-registry-and-the-manifest: "A remote that fails to load shows a fallback in its area only; the rest
// of the app keeps working." No uncaught page error either (fixture).
test.describe('a remote that is down', () => {
  test('shows the fallback and a toast in its own area; other areas work; back up, it loads on the next visit', async ({
    page,
    remotesManifest,
    remoteHosts,
  }) => {
    const teacherHost = await remoteHosts.stopped('mf-teacher');
    remotesManifest.point('mf_teacher', teacherHost.manifestUrl);
    await signIn(page, 'teacher');
    const frame = new AppFrame(page);
    const home = new TeacherHomePage(page);

    await home.goto();
    await expect(frame.errorToasts).toHaveCount(1);
    await expect(frame.areaError('mf_teacher')).toBeVisible();
    await expect(frame.filledAreas()).toHaveCount(1);
    // The shell around it still works.
    await expect(frame.sidebarLink('Study plans')).toBeVisible();

    // Another remote's page, without reloading: it renders as usual.
    const terms = new TermsPage(page);
    await frame.navigateInApp(terms.path);
    await terms.expectShown();
    await expect(frame.areaError('mf_teacher')).toHaveCount(0);

    // The team brings its remote back at the same address; the next visit retries.
    await remoteHosts.start('mf-teacher', teacherHost.port);
    await frame.navigateInApp(home.path);
    await home.expectShown();
  });

  test('a remote re-pointed in the manifest loads on the next page load', async ({ page, remotesManifest, remoteHosts }) => {
    const teacherHost = await remoteHosts.stopped('mf-teacher');
    remotesManifest.point('mf_teacher', teacherHost.manifestUrl);
    await signIn(page, 'teacher');
    const home = new TeacherHomePage(page);

    await home.goto();
    await expect(home.areaError('mf_teacher')).toBeVisible();

    remotesManifest.restore();
    await page.reload();
    await home.expectShown();
  });

  test('does not stop a signed-in admin from using their own areas', async ({ page, remotesManifest, remoteHosts }) => {
    remotesManifest.point('mf_teacher', (await remoteHosts.stopped('mf-teacher')).manifestUrl);
    await signIn(page, 'admin');
    const students = new AdminStudentsPage(page);
    await students.goto();
    await students.expectShown();
    await expect(students.errorToasts).toHaveCount(0);
  });
});

// docs/conventions.md (dialogs that open on a click): a part fetched on demand whose code
// cannot be fetched says so in its own place, with a retry; the rest keeps working.
test.describe('a part of a screen whose code cannot be fetched', () => {
  test('the activity dialog keeps its frame and says its editors could not be loaded; Try again loads them once the network is back', async ({ page }) => {
    // with or without the one retry's cache-busting query (?retry=…): both are refused
    const editorsCode = /activity-dialog-body\.[0-9a-f]+\.js(\?retry=\d+)?$/;
    let offline = true;
    await page.route(editorsCode, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await signIn(page, 'teacher');
    const home = new TeacherHomePage(page);
    await home.goto();
    const { view } = await home.openPlan('José García', 'Business English B2');

    const dialog = await view.newActivity();
    const failed = dialog.root.getByTestId('load-failed');
    await expect(failed).toContainText('This part of StudyDesk could not be loaded');
    // the frame and its buttons are there as always
    await expect(dialog.root.getByRole('button', { name: 'Create' })).toBeVisible();

    offline = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.field('Title')).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});
