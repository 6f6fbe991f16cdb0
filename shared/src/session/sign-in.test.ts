/**
 * @jest-environment node
 */
import { authState$ } from './bus';
import { login } from './sign-in';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const teacher = { id: 2, firstName: 'Emma', lastName: 'Clarke', email: 'teacher@example.com', profile: 'teacher', language: 'en' };

describe('login (docs/product-rules.md#r-auth-1)', () => {
  it('sends the request before the page hears the sign-in has started', async () => {
    const order: string[] = [];
    global.fetch = jest.fn(async () => {
      order.push('request sent');
      return new Response(JSON.stringify({ user: teacher }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const subscription = authState$.subscribe((state) => {
      if (state.isLoading) order.push('requested');
    });
    const result = await login({ email: 'teacher@example.com', password: 'studydesk' });
    subscription.unsubscribe();
    expect(result).toEqual({ ok: true, user: teacher });
    expect(order).toEqual(['request sent', 'requested']);
    expect(authState$.getValue()).toMatchObject({ isLoggedIn: true, isLoading: false });
  });

  it('ends in the failed state with the server message when the password is refused', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ message: 'Invalid email or password' }), { status: 401, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;
    const result = await login({ email: 'teacher@example.com', password: 'wrong' });
    expect(result).toEqual({ ok: false, error: 'Invalid email or password' });
    expect(authState$.getValue()).toMatchObject({ isLoggedIn: false, isLoading: false });
  });
});
