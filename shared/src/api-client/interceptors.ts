import type { AxiosError, InternalAxiosRequestConfig } from 'axios';
import { ApiError, unreachable } from './answer';
import { plainHeaders } from './plain-headers';

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** A body the browser types itself: a form's fields and files (its multipart boundary), a file. */
const typedByTheBrowser = (data: unknown) =>
  (typeof FormData !== 'undefined' && data instanceof FormData) || (typeof Blob !== 'undefined' && data instanceof Blob);

/**
 * Request interceptor, the forgery rule (server/src/plugins/security.ts): a write goes as
 * `application/json`, which a form on another site cannot send, or as the multipart upload
 * an upload route takes; the session cookie goes with every call (`withCredentials`), and
 * the server refuses a foreign Origin. Synchronous, so a call leaves the moment it is made.
 */
export function sameSiteWrites(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const method = (config.method ?? 'get').toLowerCase();
  if (WRITES.has(method) && config.data !== undefined && !typedByTheBrowser(config.data)) {
    config.headers.setContentType('application/json');
  }
  return config;
}

const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** A failed answer's body as the error rule reads it: JSON when it is, else its text; a download's Blob read back. */
async function failedBody(data: unknown, contentType: string | undefined): Promise<unknown> {
  if (!(typeof Blob !== 'undefined' && data instanceof Blob)) return data;
  const text = await data.text();
  if (!text || !/\bjson\b/i.test(contentType ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Response interceptor, the `{ message }` rule: a failed call rejects with an ApiError, the
 * server's answer in `response` (status, `{ message, key?, params? }` body, headers) for
 * `errorMessage()` to word, or no `response` when the server was not reached. A call its
 * caller aborted rejects with the signal's reason, as fetch does, and is no failure to show.
 */
export async function failedAsApiError(error: unknown): Promise<never> {
  if (!isAxiosError(error)) throw error;
  const signal = error.config?.signal as AbortSignal | undefined;
  if (signal?.aborted) throw signal.reason;
  const response = error.response;
  if (!response) throw unreachable();
  const headers = plainHeaders(response.headers);
  const data = await failedBody(response.data, headers['content-type']);
  throw new ApiError(`Request failed with status code ${response.status}`, { data, status: response.status, headers });
}
