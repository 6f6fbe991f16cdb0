import { REMOTES, remoteForPath } from '@studydesk/shared/remotes';
import { homePath } from '@studydesk/shared/routes';
import type { AppEvent, AuthAction } from '@studydesk/shared/session';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn() }));

const teacher = { id: 2, profile: 'teacher', language: 'en' } as unknown as Extract<AuthAction, { type: 'login/succeeded' }>['profile'];

/** the remote a teacher lands on, as the registry says */
const TEACHER_HOME_REMOTE = remoteForPath(homePath('teacher'));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh session bus and shell module per test: the subscriptions take one sign-in each. */
type Harness = { dispatchAuth: (action: AuthAction) => void; publish: (event: AppEvent) => void; loadRemote: jest.Mock; preloadRemote: jest.Mock; prepareHome: jest.Mock; prefetchHome: jest.Mock };

function setUp(): Harness {
  let harness!: Harness;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- fresh module instances, typed */
    const { dispatchAuth, publish } = require('@studydesk/shared/session') as { dispatchAuth: (action: AuthAction) => void; publish: (event: AppEvent) => void };
    const { loadRemote, preloadRemote } = require('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock; preloadRemote: jest.Mock };
    const { prefetchHomeWhileSigningIn } = require('./prefetch-home') as { prefetchHomeWhileSigningIn: () => void };
    /* eslint-enable @typescript-eslint/no-require-imports */
    const prepareHome = jest.fn();
    const prefetchHome = jest.fn();
    loadRemote.mockResolvedValue({ prepareHome, prefetchHome });
    preloadRemote.mockResolvedValue(undefined);
    prefetchHomeWhileSigningIn();
    harness = { dispatchAuth, publish, loadRemote, preloadRemote, prepareHome, prefetchHome };
  });
  return harness;
}

/** `begin` starts a sign-in: the teacher's home prefetch module is asked for, and its preparation runs once. */
async function expectPreparingOn(begin: () => void, { loadRemote, prepareHome }: Harness): Promise<void> {
  begin();
  expect(loadRemote).toHaveBeenCalledWith(`${TEACHER_HOME_REMOTE}/prefetch`);
  await flush();
  expect(prepareHome).toHaveBeenCalledTimes(1);
}

describe("the home screen's first call starts once a sign-in is answered", () => {
  it("runs the role's home remote's prefetch module during the wait (its preparation at once), and starts the call only on the answer", async () => {
    const harness = setUp();
    const { dispatchAuth, loadRemote, preloadRemote, prepareHome, prefetchHome } = harness;
    await expectPreparingOn(() => dispatchAuth({ type: 'login/requested' }), harness);
    expect(prefetchHome).not.toHaveBeenCalled();
    dispatchAuth({ type: 'login/succeeded', profile: teacher });
    await flush();
    expect(prefetchHome).toHaveBeenCalledTimes(1);
    expect(prepareHome).toHaveBeenCalledTimes(1);
    // the role is known with the answer: its screen's files are asked for then
    expect(preloadRemote).toHaveBeenLastCalledWith([{ nameOrAlias: TEACHER_HOME_REMOTE, exposes: ['./app'] }]);
    // the module run during the wait is the one called: it is not loaded again
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('starts preparing at the first keystroke in the sign-in form, not again when the form is sent', async () => {
    const harness = setUp();
    const { dispatchAuth, publish, loadRemote, prefetchHome } = harness;
    await expectPreparingOn(() => publish({ type: 'signIn/started' }), harness);
    const asked = loadRemote.mock.calls.length;
    publish({ type: 'signIn/started' });
    dispatchAuth({ type: 'login/requested' });
    await flush();
    expect(loadRemote).toHaveBeenCalledTimes(asked);
    expect(prefetchHome).not.toHaveBeenCalled();
    dispatchAuth({ type: 'login/succeeded', profile: teacher });
    await flush();
    expect(prefetchHome).toHaveBeenCalledTimes(1);
  });

  it('waits through a refused password for the sign-in that succeeds', async () => {
    const { dispatchAuth, prefetchHome } = setUp();
    dispatchAuth({ type: 'login/requested' });
    dispatchAuth({ type: 'login/failed', error: 'Wrong email or password' });
    await flush();
    expect(prefetchHome).not.toHaveBeenCalled();
    dispatchAuth({ type: 'login/requested' });
    dispatchAuth({ type: 'login/succeeded', profile: teacher });
    await flush();
    expect(prefetchHome).toHaveBeenCalledTimes(1);
  });

  it('runs prefetch modules only of the remotes the registry says have one', () => {
    const { dispatchAuth, loadRemote } = setUp();
    dispatchAuth({ type: 'login/requested' });
    const withPrefetch = REMOTES.filter((remote) => remote.homePrefetch).map((remote) => `${remote.name}/prefetch`);
    expect(withPrefetch.length).toBeGreaterThan(0);
    expect(loadRemote.mock.calls.map(([id]) => id).sort()).toEqual(withPrefetch.sort());
  });

  it('asks nothing for a page opened already signed in', () => {
    const { dispatchAuth, loadRemote } = setUp();
    dispatchAuth({ type: 'rehydrated', profile: teacher, userLanguage: 'en' });
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('while the password is checked', () => {
  afterEach(() => localStorage.clear());

  it("fetches the screen and the first call's code of the role this browser signed in as last, once that call's module is there", async () => {
    localStorage.setItem('studydesk:last-role', 'teacher');
    const { dispatchAuth, preloadRemote, loadRemote } = setUp();
    let moduleArrives!: (module: unknown) => void;
    loadRemote.mockReturnValueOnce(new Promise((resolve) => (moduleArrives = resolve)));
    expect(preloadRemote).not.toHaveBeenCalled();
    dispatchAuth({ type: 'login/requested' });
    await flush();
    expect(loadRemote).toHaveBeenCalledWith(`${TEACHER_HOME_REMOTE}/prefetch`);
    expect(preloadRemote).not.toHaveBeenCalled();
    moduleArrives({ prefetchHome: jest.fn() });
    await flush();
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: TEACHER_HOME_REMOTE, exposes: ['./app', './prefetch'] }]);
  });

  it("a browser that never signed in fetches every role's home remote, without their screens", async () => {
    const { dispatchAuth, preloadRemote } = setUp();
    dispatchAuth({ type: 'login/requested' });
    await flush();
    const homes = (['admin', 'teacher', 'student'] as const).map((role) => remoteForPath(homePath(role)));
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    const wanted = preloadRemote.mock.calls[0][0] as Array<{ nameOrAlias: string; exposes: string[] }>;
    expect(wanted.map((remote) => remote.nameOrAlias).sort()).toEqual([...new Set(homes)].sort());
    for (const remote of wanted) expect(remote.exposes).toEqual(['./prefetch']);
  });
});
