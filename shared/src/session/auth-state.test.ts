import { authReducer, initialAuthState, type SessionUser } from './auth-state';

const teacher: SessionUser = {
  id: 7,
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  profilepic: null,
  title: '',
  language: 'es',
  studyplan: null,
  profile: 'teacher',
  isArchived: false, hasPassword: true, invitation: 'accepted', lastLesson: null,
};

describe('auth state (docs/product-rules.md#r-auth-1 Login, Logout, User edit)', () => {
  it('"Login: requested, then succeeded (logged in, profile and language stored)"', () => {
    const requested = authReducer(initialAuthState, { type: 'login/requested' });
    expect(requested.isLoading).toBe(true);
    const done = authReducer(requested, { type: 'login/succeeded', profile: teacher });
    expect(done).toMatchObject({ isLoading: false, isLoggedIn: true, profile: teacher, userLanguage: 'es' });
  });

  it('"or failed (error stored)"', () => {
    const failed = authReducer(authReducer(initialAuthState, { type: 'login/requested' }), {
      type: 'login/failed',
      error: 'Wrong email or password',
    });
    expect(failed).toMatchObject({ isLoading: false, isLoggedIn: false, error: 'Wrong email or password', profile: null });
  });

  it('"Logout clears the profile."', () => {
    const loggedIn = authReducer(initialAuthState, { type: 'login/succeeded', profile: teacher });
    const out = authReducer(loggedIn, { type: 'logout' });
    expect(out.profile).toBeNull();
    expect(out.isLoggedIn).toBe(false);
  });

  it('"userLanguage (default English)"', () => {
    expect(initialAuthState.userLanguage).toBe('en');
  });

  it('"User edit: started with an id, cancelled, update requested, succeeded closes the edit; failed stores the error."', () => {
    const started = authReducer(initialAuthState, { type: 'userEdit/started', id: 12 });
    expect(started.editableUserId).toBe(12);
    expect(authReducer(started, { type: 'userEdit/cancelled' }).editableUserId).toBeNull();
    const requested = authReducer(started, { type: 'userEdit/updateRequested' });
    expect(requested.isLoading).toBe(true);
    expect(authReducer(requested, { type: 'userEdit/succeeded' }).editableUserId).toBeNull();
    const failed = authReducer(requested, { type: 'userEdit/failed', error: 'Email is already used' });
    expect(failed).toMatchObject({ editableUserId: 12, error: 'Email is already used', isLoading: false });
  });
});
