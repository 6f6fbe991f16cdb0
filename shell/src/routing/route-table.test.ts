import { appFor, redirectFor, type Viewer } from './route-table';

const nobody: Viewer = { isLoggedIn: false, profileType: null };
const teacher: Viewer = { isLoggedIn: true, profileType: 'teacher' };
const unknownType: Viewer = { isLoggedIn: true, profileType: null };

describe('docs/product-rules.md#r-route-1 route table', () => {
  it.each(['/', '/set', '/admin'])('"%s redirects to /login"', (path) => {
    expect(redirectFor(path, nobody)).toBe('/login');
    expect(redirectFor(path, teacher)).toBe('/login');
  });

  it('"Unknown paths redirect to /{profile type}/home for the logged-in user\'s profile type"', () => {
    expect(redirectFor('/no/such/page', teacher)).toBe('/teacher/home');
    expect(redirectFor('/student/nothing', { isLoggedIn: true, profileType: 'student' })).toBe('/student/home');
  });

  it('"… or admin when none is known"', () => {
    expect(redirectFor('/no/such/page', unknownType)).toBe('/admin/home');
  });

  it('sends a visitor who is not signed in to /login', () => {
    expect(redirectFor('/no/such/page', nobody)).toBe('/login');
    expect(redirectFor('/admin/students', nobody)).toBe('/login');
    expect(redirectFor('/teacher/study-plans/4/retention', nobody)).toBe('/login');
  });

  it('leaves the public pages alone', () => {
    for (const path of ['/login', '/terms', '/set/abc123', '/forgotten-password', '/mail-preferences/12.0.abc']) {
      expect(redirectFor(path, nobody)).toBeNull();
    }
  });

  it("docs/product-rules.md#r-mail-2: a mail's opt-out link opens for anyone, signed in as whoever", () => {
    for (const viewer of [nobody, teacher, { isLoggedIn: true, profileType: 'admin' } as Viewer]) {
      expect(redirectFor('/mail-preferences/12.0.abc', viewer)).toBeNull();
      expect(appFor('/mail-preferences/12.0.abc', viewer)).toBe('mf_auth');
    }
  });

  it('mounts each route with its owning remote', () => {
    const admin: Viewer = { isLoggedIn: true, profileType: 'admin' };
    expect(appFor('/login', nobody)).toBe('mf_auth');
    expect(appFor('/set/tok', nobody)).toBe('mf_auth');
    expect(appFor('/terms', nobody)).toBe('mf_auth');
    for (const page of ['students', 'groups', 'home', 'teachers', 'sitesettings', 'profile', 'admins']) {
      expect(appFor(`/admin/${page}`, admin)).toBe('mf_admin');
    }
    expect(appFor('/admin/study-plans/12', admin)).toBe('mf_admin');
    expect(appFor('/admin/lesson-history/3/2026-11-01', admin)).toBe('mf_admin');
    expect(appFor('/admin/study-plans/12/retention', admin)).toBe('mf_retention');
    expect(appFor('/teacher/study-plans/12/retention', teacher)).toBe('mf_retention');
    expect(appFor('/teacher/home', teacher)).toBe('mf_teacher');
    expect(appFor('/teacher/study-plans/5', teacher)).toBe('mf_teacher');
    expect(appFor('/teacher/lesson-history/3/2026-11-01', teacher)).toBe('mf_teacher');
    expect(appFor('/student/home', { isLoggedIn: true, profileType: 'student' })).toBe('mf_student');
    expect(appFor('/student/study-plans/9', { isLoggedIn: true, profileType: 'student' })).toBe('mf_student');
    expect(appFor('/student/review', { isLoggedIn: true, profileType: 'student' })).toBe('mf_retention');
  });

  it('docs/product-rules.md#r-perm-1: the client does not block a role from another role\'s prefix (the server does)', () => {
    expect(redirectFor('/admin/students', teacher)).toBeNull();
  });

  it('sends a signed-in user from the sign-in form to their home', () => {
    expect(redirectFor('/login', teacher)).toBe('/teacher/home');
  });

  it('drops a trailing slash', () => {
    expect(redirectFor('/admin/students/', { isLoggedIn: true, profileType: 'admin' })).toBe('/admin/students');
  });
});
