import { apiClient, errorMessage, pendingRequests$ } from './client';
import { failure, withLocalApi, type Answer } from './local-api.test-helper';

// Against a real HTTP server on 127.0.0.1 (see client.test.ts).
const api = withLocalApi();

describe('a 503 with Retry-After (the server shed the call before handling it)', () => {
  const busy = (retryAfter: string | null = '0'): Answer => ({
    status: 503,
    headers: retryAfter === null ? {} : { 'retry-after': retryAfter },
    body: { message: 'The server is busy. Try again in a moment.' },
  });

  it('is sent again after the wait, the same call, and the caller sees only the answer', async () => {
    api.answer(busy(), { status: 201, body: { ok: 201 } });
    const counts: number[] = [];
    const sub = pendingRequests$.subscribe((n) => counts.push(n));
    const response = await apiClient.post('/v1/activity/create', { lessonTitle: 'A' });
    sub.unsubscribe();
    expect(response).toMatchObject({ status: 201, data: { ok: 201 } });
    expect(api.received).toHaveLength(2);
    const [first, second] = api.received;
    expect(second).toMatchObject({ method: first.method, url: first.url, body: first.body });
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    // one call in flight for the caller, however many times it was sent
    expect(counts).toEqual([0, 1, 0]);
  });

  it('waits the seconds Retry-After asks for', async () => {
    api.answer(busy('1'), { status: 200 });
    const started = Date.now();
    await apiClient.get('/v1/x');
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(api.received).toHaveLength(2);
  });

  it('is tried twice more at most, then fails with the 503 and its message', async () => {
    api.answer(busy(), busy(), busy(), { status: 200 });
    const error = await failure(apiClient.get('/v1/x'));
    expect(api.received).toHaveLength(3);
    expect(error).toMatchObject({ response: { status: 503 } });
    expect(errorMessage(error)).toBe('The server is busy. Try again in a moment.');
  });

  it('is not retried without Retry-After, nor when the wait asked for is over 10 s', async () => {
    api.answer(busy(null), { status: 200 });
    await expect(apiClient.get('/v1/x')).rejects.toMatchObject({ response: { status: 503 } });
    expect(api.received).toHaveLength(1);
    api.reset();
    api.answer(busy('60'), { status: 200 });
    await expect(apiClient.get('/v1/x')).rejects.toMatchObject({ response: { status: 503 } });
    expect(api.received).toHaveLength(1);
  });

  it('an abort during the wait rejects with the abort and sends nothing more', async () => {
    api.answer(busy('1'), { status: 200 });
    const controller = new AbortController();
    const call = apiClient.get('/v1/x', { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.received).toHaveLength(1);
  });
});
