import { apiClient, configureApiClient } from '@studydesk/shared/api-client';
import { startLocalApi, type LocalApi } from '../../test/local-api-server';
import { authState$ } from './bus';
import { login } from './sign-in';

// Against a real HTTP server on 127.0.0.1 (see api-client/client.test.ts).
let api: LocalApi;
beforeAll(async () => {
  api = await startLocalApi();
  configureApiClient({ baseURL: api.url });
});
afterEach(() => api.reset());
afterAll(() => api.close());

const teacher = { id: 2, firstName: 'Emma', lastName: 'Clarke', email: 'teacher@example.com', profile: 'teacher', language: 'en' };

describe('login (docs/product-rules.md#r-auth-1)', () => {
  it('sends the request before the page hears the sign-in has started', async () => {
    const order: string[] = [];
    const post = apiClient.post.bind(apiClient);
    jest.spyOn(apiClient, 'post').mockImplementation((...args) => {
      order.push('request sent');
      return post(...args);
    });
    api.answer({ body: { user: teacher } });
    const subscription = authState$.subscribe((state) => {
      if (state.isLoading) order.push('requested');
    });
    const result = await login({ email: 'teacher@example.com', password: 'studydesk' });
    subscription.unsubscribe();
    expect(result).toEqual({ ok: true, user: teacher });
    expect(order).toEqual(['request sent', 'requested']);
    jest.restoreAllMocks();
    expect(api.received[0]).toMatchObject({ method: 'POST', url: '/v1/auth/login', body: '{"email":"teacher@example.com","password":"studydesk"}' });
    expect(authState$.getValue()).toMatchObject({ isLoggedIn: true, isLoading: false });
  });

  it('ends in the failed state with the server message when the password is refused', async () => {
    api.answer({ status: 401, body: { message: 'Invalid email or password' } });
    const result = await login({ email: 'teacher@example.com', password: 'wrong' });
    expect(result).toEqual({ ok: false, error: 'Invalid email or password' });
    expect(authState$.getValue()).toMatchObject({ isLoggedIn: false, isLoading: false });
  });
});
