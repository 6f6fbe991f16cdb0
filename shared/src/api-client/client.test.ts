import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { setTranslations } from '@studydesk/shared/i18n';
import { apiClient, errorMessage, fieldErrorOf, pendingRequests$, unauthorized$ } from './client';

function respondWith(status: number, data: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        response,
        config,
        toJSON: () => ({}),
      });
      throw error;
    }
    return response;
  };
}

describe('api client', () => {
  it('spec §7: sends cookies, no timeout', () => {
    expect(apiClient.defaults.withCredentials).toBe(true);
    expect(apiClient.defaults.timeout).toBe(0);
  });

  it('spec §4: a body message Unauthorized triggers logout and the error is still passed on', async () => {
    const seen: unknown[] = [];
    const sub = unauthorized$.subscribe((e) => seen.push(e));
    await expect(
      apiClient.get('/v1/x', { adapter: respondWith(401, { message: 'Unauthorized' }) }),
    ).rejects.toMatchObject({ response: { status: 401 } });
    sub.unsubscribe();
    expect(seen).toHaveLength(1);
  });

  it('other errors do not log out', async () => {
    const seen: unknown[] = [];
    const sub = unauthorized$.subscribe((e) => seen.push(e));
    await expect(apiClient.get('/v1/x', { adapter: respondWith(403, { message: 'Forbidden' }) })).rejects.toBeTruthy();
    sub.unsubscribe();
    expect(seen).toHaveLength(0);
  });

  it('counts calls in flight and settles after success and failure', async () => {
    const counts: number[] = [];
    const sub = pendingRequests$.subscribe((n) => counts.push(n));
    await apiClient.get('/ok', { adapter: respondWith(200, {}) });
    await apiClient.get('/bad', { adapter: respondWith(500, {}) }).catch(() => undefined);
    sub.unsubscribe();
    expect(counts).toEqual([0, 1, 0, 1, 0]);
  });

  it('errorMessage prefers the server { message }', async () => {
    const error = await apiClient
      .get('/bad', { adapter: respondWith(400, { message: 'Email is already used' }) })
      .catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Email is already used');
    expect(errorMessage(new Error('plain'))).toBe('plain');
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
    const error = await apiClient
      .patch('/v1/activity/update', {}, { adapter: respondWith(400, { message: 'Invalid body: lessonLength must be <= 8' }) })
      .catch((e: unknown) => e);
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
