import { authState$, dispatchAuth } from './bus';
import { initialAuthState, type SessionUser } from './auth-state';
import { PERSIST_KEY, persistUserSlice, rehydrate, type SliceStorage } from './persist';

const student: SessionUser = {
  id: 3, firstName: 'Zoë', lastName: 'Martin', email: 'zoe@example.com', profilepic: null,
  title: '', language: 'fr', studyplan: 11, profile: 'student',
  isArchived: false, hasPassword: true, invitation: 'accepted', lastLesson: null,
};

function memoryStorage(): SliceStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('persisted user slice (docs/product-rules.md#r-persist-1: only the user slice is persisted, 5000 ms time-out)', () => {
  beforeEach(() => authState$.next(initialAuthState));

  it('persists the profile and language, not loading or error flags', () => {
    const storage = memoryStorage();
    const stop = persistUserSlice(storage);
    dispatchAuth({ type: 'login/succeeded', profile: student });
    dispatchAuth({ type: 'login/failed', error: 'x' });
    stop();
    expect(JSON.parse(storage.data.get(PERSIST_KEY)!)).toEqual({ profile: student, userLanguage: 'fr' });
  });

  it('rehydrates a stored slice as logged in', async () => {
    const storage = memoryStorage();
    storage.data.set(PERSIST_KEY, JSON.stringify({ profile: student, userLanguage: 'fr' }));
    await expect(rehydrate(storage)).resolves.toBe(true);
    expect(authState$.getValue()).toMatchObject({ isLoggedIn: true, profile: student, userLanguage: 'fr' });
  });

  it('gives up after the time-out when the store never answers', async () => {
    jest.useFakeTimers();
    const never: SliceStorage = { getItem: () => new Promise(() => undefined), setItem: () => undefined, removeItem: () => undefined };
    const result = rehydrate(never, 5000);
    jest.advanceTimersByTime(5000);
    await expect(result).resolves.toBe(false);
    expect(authState$.getValue().isLoggedIn).toBe(false);
    jest.useRealTimers();
  });

  it('ignores a corrupt slice', async () => {
    const storage = memoryStorage();
    storage.data.set(PERSIST_KEY, '{not json');
    await expect(rehydrate(storage)).resolves.toBe(false);
  });
});
