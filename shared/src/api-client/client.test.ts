/**
 * @jest-environment node
 */
import { setTranslations } from '@studydesk/shared/i18n';
import { apiClient, errorMessage, fieldErrorOf, pendingRequests$, unauthorized$ } from './client';

const realFetch = global.fetch;
/** The server answers the next call with `status` and this JSON body; the requests it got, for a look. */
function respondWith(status: number, data: unknown): jest.Mock {
  const fake = jest.fn(async () => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json; charset=utf-8' } }));
  global.fetch = fake as unknown as typeof fetch;
  return fake;
}
afterEach(() => {
  global.fetch = realFetch;
});

describe('api client', () => {
  it('docs/product-rules.md#r-api-1: sends cookies and JSON, no timeout; answers { data, status, headers }', async () => {
    expect(apiClient.defaults.timeout).toBe(0);
    const fake = respondWith(201, { id: 7 });
    const response = await apiClient.post<{ id: number }>('/v1/x', { name: 'Ann' });
    expect(response).toMatchObject({ data: { id: 7 }, status: 201, headers: { 'content-type': 'application/json; charset=utf-8' } });
    const [url, init] = fake.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/x');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Ann"}' });
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends a FormData body as it is (the browser sets its boundary) and reads a Blob when asked', async () => {
    const fake = jest.fn(async () => new Response('PK-bytes', { status: 200, headers: { 'content-type': 'application/octet-stream' } }));
    global.fetch = fake as unknown as typeof fetch;
    const form = new FormData();
    form.append('file', 'x');
    const { data } = await apiClient.post<Blob>('/v1/upload', form, { responseType: 'blob' });
    expect(await (data as Blob).text()).toBe('PK-bytes');
    const init = (fake.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('a server that cannot be reached: an error without response, and its message says so', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await apiClient.get('/v1/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Network Error', response: undefined });
    expect(errorMessage(error)).toBe('The server cannot be reached. Check your connection and try again.');
  });

  it('an aborted call rejects with the abort, not as a failure to show', async () => {
    global.fetch = jest.fn(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    }) as unknown as typeof fetch;
    const controller = new AbortController();
    controller.abort();
    await expect(apiClient.get('/v1/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('docs/product-rules.md#r-auth-2: a body message Unauthorized triggers logout and the error is still passed on', async () => {
    const seen: unknown[] = [];
    const sub = unauthorized$.subscribe((e) => seen.push(e));
    await expect(
      (respondWith(401, { message: 'Unauthorized' }), apiClient.get('/v1/x')),
    ).rejects.toMatchObject({ response: { status: 401 } });
    sub.unsubscribe();
    expect(seen).toHaveLength(1);
  });

  it('other errors do not log out', async () => {
    const seen: unknown[] = [];
    const sub = unauthorized$.subscribe((e) => seen.push(e));
    await expect((respondWith(403, { message: 'Forbidden' }), apiClient.get('/v1/x'))).rejects.toBeTruthy();
    sub.unsubscribe();
    expect(seen).toHaveLength(0);
  });

  it('counts calls in flight and settles after success and failure', async () => {
    const counts: number[] = [];
    const sub = pendingRequests$.subscribe((n) => counts.push(n));
    respondWith(200, {});
    await apiClient.get('/ok');
    respondWith(500, {});
    await apiClient.get('/bad').catch(() => undefined);
    sub.unsubscribe();
    expect(counts).toEqual([0, 1, 0, 1, 0]);
  });

  describe('a 503 with Retry-After (the server shed the call before handling it)', () => {
    /** answers each call with the next status; a 503 carries `retryAfter` when given */
    function answers(statuses: number[], retryAfter: string | null = '0'): jest.Mock {
      const queue = [...statuses];
      const fake = jest.fn(async () => {
        const status = queue.shift() ?? 200;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (status === 503 && retryAfter !== null) headers['retry-after'] = retryAfter;
        return new Response(JSON.stringify(status === 503 ? { message: 'The server is busy. Try again in a moment.' } : { ok: status }), { status, headers });
      });
      global.fetch = fake as unknown as typeof fetch;
      return fake;
    }

    it('is sent again after the wait, the same call, and the caller sees only the answer', async () => {
      const fake = answers([503, 201]);
      const counts: number[] = [];
      const sub = pendingRequests$.subscribe((n) => counts.push(n));
      const response = await apiClient.post('/v1/activity/create', { lessonTitle: 'A' });
      sub.unsubscribe();
      expect(response).toMatchObject({ status: 201, data: { ok: 201 } });
      expect(fake).toHaveBeenCalledTimes(2);
      const [first, second] = fake.mock.calls as unknown as [string, RequestInit][];
      expect(second).toEqual(first);
      // one call in flight for the caller, however many times it was sent
      expect(counts).toEqual([0, 1, 0]);
    });

    it('waits the seconds Retry-After asks for', async () => {
      const fake = answers([503, 200], '1');
      const started = Date.now();
      await apiClient.get('/v1/x');
      expect(Date.now() - started).toBeGreaterThanOrEqual(990);
      expect(fake).toHaveBeenCalledTimes(2);
    });

    it('is tried twice more at most, then fails with the 503 and its message', async () => {
      const fake = answers([503, 503, 503, 200]);
      const error = await apiClient.get('/v1/x').catch((e: unknown) => e);
      expect(fake).toHaveBeenCalledTimes(3);
      expect(error).toMatchObject({ response: { status: 503 } });
      expect(errorMessage(error)).toBe('The server is busy. Try again in a moment.');
    });

    it('is not retried without Retry-After, nor when the wait asked for is over 10 s', async () => {
      const bare = answers([503, 200], null);
      await expect(apiClient.get('/v1/x')).rejects.toMatchObject({ response: { status: 503 } });
      expect(bare).toHaveBeenCalledTimes(1);
      const long = answers([503, 200], '60');
      await expect(apiClient.get('/v1/x')).rejects.toMatchObject({ response: { status: 503 } });
      expect(long).toHaveBeenCalledTimes(1);
    });

    it('an abort during the wait rejects with the abort and sends nothing more', async () => {
      const fake = answers([503, 200], '1');
      const controller = new AbortController();
      const call = apiClient.get('/v1/x', { signal: controller.signal });
      setTimeout(() => controller.abort(), 20);
      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
      expect(fake).toHaveBeenCalledTimes(1);
    });
  });

  it('errorMessage prefers the server { message }', async () => {
    respondWith(400, { message: 'Email is already used' });
    const error = await apiClient.get('/bad').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Email is already used');
    expect(errorMessage(new Error('plain'))).toBe('plain');
  });

  it('errorMessage words a server message with values from its key and values, in the user language', async () => {
    setTranslations('de', { 'The code {code} is already used by another study plan': 'Der Code {code} wird bereits von einem anderen Lernplan verwendet' });
    respondWith(409, { message: 'The code A-1 is already used by another study plan', key: 'The code {code} is already used by another study plan', params: { code: 'A-1' } });
    const error = await apiClient.get('/bad').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Der Code A-1 wird bereits von einem anderen Lernplan verwendet');
    setTranslations('en', null);
    expect(errorMessage(error)).toBe('The code A-1 is already used by another study plan');
  });

  it('errorMessage reads a stored payload: { message } inside a response, a plain { message }, a string', () => {
    const failedCall = Object.assign(new Error('Request failed with status code 403'), {
      response: { status: 403, data: { message: 'You do not teach this study plan' } },
    });
    expect(errorMessage(failedCall)).toBe('You do not teach this study plan');
    expect(errorMessage({ message: 'Email is already used' })).toBe('Email is already used');
    expect(errorMessage('Offline')).toBe('Offline');
    expect(errorMessage(null)).toBe('Something went wrong. Please try again.');
  });

  it('errorMessage shows the server message and its own texts in the user language', () => {
    setTranslations('es', {
      'You do not teach this study plan': 'No impartes este plan de estudios',
      'Something went wrong. Please try again.': 'Algo salió mal. Inténtalo de nuevo.',
    });
    try {
      expect(errorMessage({ response: { status: 403, data: { message: 'You do not teach this study plan' } } })).toBe('No impartes este plan de estudios');
      expect(errorMessage(null)).toBe('Algo salió mal. Inténtalo de nuevo.');
      expect(errorMessage({ message: 'Not in the dictionary: 42' })).toBe('Not in the dictionary: 42');
    } finally {
      setTranslations('en', null);
    }
  });

  it('a contract refusal never shows raw: a sentence in the user language, on the field it concerns', async () => {
    respondWith(400, { message: 'Invalid body: lessonLength must be <= 8' });
    const error = await apiClient.patch('/v1/activity/update', {}).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Enter 8 or less.');
    expect(fieldErrorOf(error, 'lessonLength')).toBe('Enter 8 or less.');
    expect(fieldErrorOf(error, 'lessonTitle')).toBeUndefined();
    setTranslations('de', { 'Use steps of {step}.': 'Verwenden Sie Schritte von {step}.' });
    try {
      expect(errorMessage({ message: 'Invalid body: lessonLength must be multiple of 0.5' })).toBe('Verwenden Sie Schritte von 0,5.');
    } finally {
      setTranslations('en', null);
    }
  });
});
