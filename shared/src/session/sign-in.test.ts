import { ApiError, apiClient } from '@studydesk/shared/api-client';
import { authState$ } from './bus';
import { login } from './sign-in';

const teacher = { id: 2, firstName: 'Emma', lastName: 'Clarke', email: 'teacher@example.com', profile: 'teacher', language: 'en' };
const answered = (data: unknown) => ({ data, status: 200, headers: {} });

afterEach(() => jest.restoreAllMocks());

// (the client's own behaviour, against a real server, is in api-client/client.test.ts)
describe('login (docs/product-rules.md#r-auth-1)', () => {
  it('sends the request before the page hears the sign-in has started', async () => {
    const order: string[] = [];
    const post = jest.spyOn(apiClient, 'post').mockImplementation(() => {
      order.push('request sent');
      return Promise.resolve(answered({ user: teacher }));
    });
    const subscription = authState$.subscribe((state) => {
      if (state.isLoading) order.push('requested');
    });
    const result = await login({ email: 'teacher@example.com', password: 'studydesk' });
    subscription.unsubscribe();
    expect(result).toEqual({ ok: true, user: teacher });
    expect(order).toEqual(['request sent', 'requested']);
    expect(post).toHaveBeenCalledWith('/v1/auth/login', { email: 'teacher@example.com', password: 'studydesk' });
    expect(authState$.getValue()).toMatchObject({ isLoggedIn: true, isLoading: false });
  });

  it('ends in the failed state with the server message when the password is refused', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(new ApiError('Request failed with status code 401', { status: 401, data: { message: 'Invalid email or password' }, headers: {} }));
    const result = await login({ email: 'teacher@example.com', password: 'wrong' });
    expect(result).toEqual({ ok: false, error: 'Invalid email or password' });
    expect(authState$.getValue()).toMatchObject({ isLoggedIn: false, isLoading: false });
  });
});
