import { setTranslations } from '@studydesk/shared/i18n';
import { apiClient, errorMessage, fieldErrorOf, pendingRequests$, unauthorized$ } from './client';
import { failure, startLocalApi, withLocalApi } from './local-api.test-helper';

// The client's behaviour through axios, against a real HTTP server on 127.0.0.1. The page
// (jsdom) is http://localhost, so calls go as they go to an API on another origin, through
// the browser's XMLHttpRequest, as axios sends them in a browser.
const api = withLocalApi();

describe('api client', () => {
  it('docs/product-rules.md#r-api-1: sends JSON and asks for JSON, no timeout; answers { data, status, headers }', async () => {
    expect(apiClient.defaults.timeout).toBe(0);
    api.answer({ status: 201, body: { id: 7 } });
    const response = await apiClient.post<{ id: number }>('/v1/x', { name: 'Ann' });
    expect(response).toEqual({ data: { id: 7 }, status: 201, headers: expect.objectContaining({ 'content-type': 'application/json; charset=utf-8' }) });
    expect(api.got()).toMatchObject({ method: 'POST', url: '/v1/x', body: '{"name":"Ann"}' });
    expect(api.got().headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json' });
  });

  it('sends the session cookie with every call', async () => {
    api.answer({ headers: { 'set-cookie': 'sid=s3cret; Path=/; HttpOnly' } });
    await apiClient.get('/v1/auth/login');
    await apiClient.get('/v1/user/data/1');
    expect(api.got(1).headers.cookie).toBe('sid=s3cret');
  });

  it('the forgery rule: a write always goes as application/json, whatever the caller set', async () => {
    await apiClient.put('/v1/x', { a: 1 }, { headers: { 'Content-Type': 'text/plain' } });
    await apiClient.delete('/v1/x');
    expect(api.got(0).headers['content-type']).toBe('application/json');
    expect(api.got(0).body).toBe('{"a":1}');
    // a write without a body has nothing to type
    expect(api.got(1).headers['content-type']).toBeUndefined();
  });

  it('sends a FormData body as the browser types it (multipart, its boundary) and reads a Blob when asked', async () => {
    const form = new FormData();
    form.append('firstName', 'Ann');
    await apiClient.post('/v1/upload', form);
    expect(api.got().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(api.got().body).toContain('name="firstName"');
    api.answer({ body: 'PK-bytes', headers: { 'content-disposition': 'attachment; filename="plan.docx"' } });
    const { data, headers } = await apiClient.get<Blob>('/v1/file', { responseType: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(await data.text()).toBe('PK-bytes');
    expect(headers['content-disposition']).toBe('attachment; filename="plan.docx"');
  });

  it('a server that cannot be reached: an error without response, and its message says so', async () => {
    const gone = await startLocalApi();
    await gone.close();
    // (jsdom reports the refused connection on the console, as a browser does)
    const console = jest.spyOn(global.console, 'error').mockImplementation(() => undefined);
    const error = await failure(apiClient.get(`${gone.url}/v1/x`));
    console.mockRestore();
    expect(error).toMatchObject({ isApiError: true, message: 'Network Error', response: undefined });
    expect(errorMessage(error)).toBe('The server cannot be reached. Check your connection and try again.');
  });

  describe('a cancelled call', () => {
    it('rejects with the abort (the signal\'s reason, as fetch does), not as a failure to show, and settles the count', async () => {
      const counts: number[] = [];
      const seen: unknown[] = [];
      const subs = [pendingRequests$.subscribe((n) => counts.push(n)), unauthorized$.subscribe((e) => seen.push(e))];
      api.answer({ delayMs: 2000, status: 401, body: { message: 'Unauthorized' } });
      const controller = new AbortController();
      const call = apiClient.get('/v1/slow', { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      const error = await failure(call);
      subs.forEach((sub) => sub.unsubscribe());
      expect(error).toBe(controller.signal.reason);
      expect(error).toMatchObject({ name: 'AbortError' });
      expect(counts).toEqual([0, 1, 0]);
      expect(seen).toHaveLength(0);
    });

    it('aborted before it is made: the same reason, and nothing is sent', async () => {
      const controller = new AbortController();
      const reason = new Error('the screen was left');
      controller.abort(reason);
      await expect(apiClient.get('/v1/x', { signal: controller.signal })).rejects.toBe(reason);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.received).toHaveLength(0);
    });
  });

  it('once the transport is there, a call leaves before it returns (the sign-in relies on it)', async () => {
    await apiClient.get('/v1/warm');
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send');
    const call = apiClient.post('/v1/auth/login', { email: 'a@example.com' });
    expect(send).toHaveBeenCalledTimes(1);
    await call;
    send.mockRestore();
  });

  it('docs/product-rules.md#r-auth-2: a body message Unauthorized signs out once and the error is still passed on', async () => {
    const seen: unknown[] = [];
    const sub = unauthorized$.subscribe((e) => seen.push(e));
    api.answer({ status: 401, body: { message: 'Unauthorized' } });
    const error = await failure(apiClient.get('/v1/x'));
    sub.unsubscribe();
    expect(error).toMatchObject({ isApiError: true, response: { status: 401, data: { message: 'Unauthorized' } } });
    expect(seen).toEqual([error]);
  });

  it('other errors do not sign out, a refused password (401 with its own message) neither', async () => {
    const seen: unknown[] = [];
    const sub = unauthorized$.subscribe((e) => seen.push(e));
    api.answer({ status: 403, body: { message: 'Forbidden' } }, { status: 401, body: { message: 'Invalid email or password' } });
    await expect(apiClient.get('/v1/x')).rejects.toMatchObject({ response: { status: 403 } });
    await expect(apiClient.post('/v1/auth/login', {})).rejects.toMatchObject({ response: { status: 401 } });
    sub.unsubscribe();
    expect(seen).toHaveLength(0);
  });

  it('counts calls in flight and settles after success and failure', async () => {
    const counts: number[] = [];
    const sub = pendingRequests$.subscribe((n) => counts.push(n));
    api.answer({ status: 200 }, { status: 500 });
    await apiClient.get('/ok');
    await apiClient.get('/bad').catch(() => undefined);
    sub.unsubscribe();
    expect(counts).toEqual([0, 1, 0, 1, 0]);
  });

  it('a failed download still answers its { message } (read back from the Blob)', async () => {
    api.answer({ status: 404, body: { message: 'Study plan not found' } });
    const error = await failure(apiClient.post('/v1/retention/studyplan/1/documents/summary', undefined, { responseType: 'blob' }));
    expect(error).toMatchObject({ response: { status: 404, data: { message: 'Study plan not found' } } });
    expect(errorMessage(error)).toBe('Study plan not found');
  });

  it('errorMessage prefers the server { message }', async () => {
    api.answer({ status: 400, body: { message: 'Email is already used' } });
    const error = await failure(apiClient.get('/bad'));
    expect(errorMessage(error)).toBe('Email is already used');
    expect(errorMessage(new Error('plain'))).toBe('plain');
  });

  it('errorMessage words a server message with values from its key and values, in the user language', async () => {
    setTranslations('de', { 'The code {code} is already used by another study plan': 'Der Code {code} wird bereits von einem anderen Lernplan verwendet' });
    api.answer({
      status: 409,
      body: { message: 'The code A-1 is already used by another study plan', key: 'The code {code} is already used by another study plan', params: { code: 'A-1' } },
    });
    const error = await failure(apiClient.get('/bad'));
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
    api.answer({ status: 400, body: { message: 'Invalid body: lessonLength must be <= 8' } });
    const error = await failure(apiClient.patch('/v1/activity/update', {}));
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
