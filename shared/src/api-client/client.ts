import { BehaviorSubject, Subject } from 'rxjs';
import { serverRefusal, type ServerRefusal } from '@studydesk/shared/forms';
import { msg, t, type TranslateParams } from '@studydesk/shared/i18n';
import type { ApiError } from './answer';
import { createHttpClient, type HttpClient } from './http';

/** Exact body message of a call made without a valid session (docs/product-rules.md#r-auth-2). */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/** Errors whose body says Unauthorized; the session module logs out on them. */
export const unauthorized$ = new Subject<ApiError>();

/** Calls in flight, for the shell's loading indicator. */
export const pendingRequests$ = new BehaviorSubject(0);

declare const process: { env: Record<string, string | undefined> };

function settle() {
  pendingRequests$.next(Math.max(0, pendingRequests$.getValue() - 1));
}

/**
 * docs/product-rules.md#r-auth-2, as a response interceptor after the `{ message }` rule:
 * an answer whose body says Unauthorized signs out, and the error still reaches the caller.
 */
function signOutWhenUnauthorized(error: unknown): never {
  if (isUnauthorized(error)) unauthorized$.next(error as ApiError);
  throw error;
}

// docs/product-rules.md#r-api-1: base host from configuration, cookies sent, JSON by default, no
// timeout. On axios: one instance, whose interceptors hold the rules (instance.ts); it loads
// after the first paint (transport.ts).
export const apiClient: HttpClient = createHttpClient(
  { baseURL: process.env.STUDYDESK_API_URL || '', withCredentials: true, timeout: 0, headers: { Accept: 'application/json' } },
  {
    started: () => pendingRequests$.next(pendingRequests$.getValue() + 1),
    settled: settle,
    rejected: signOutWhenUnauthorized,
  },
);

export function configureApiClient(options: { baseURL: string }): void {
  apiClient.defaults.baseURL = options.baseURL;
}

/** A failed call of this client (or one shaped like it, as tests build them). */
function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { isApiError?: unknown }).isApiError === true;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && bodyMessage(error) === UNAUTHORIZED_MESSAGE;
}

/** The dictionary key and values of a server message that has values (`{ message, key, params }`). */
function keyedMessage(error: unknown): { key: string; params?: TranslateParams } | null {
  const data = (error as { response?: { data?: { key?: unknown; params?: unknown } } } | null)?.response?.data;
  if (typeof data?.key !== 'string' || !data.key) return null;
  const params = typeof data.params === 'object' && data.params !== null ? (data.params as TranslateParams) : undefined;
  return { key: data.key, params };
}

function bodyMessage(error: ApiError): string | undefined {
  const data = error.response?.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' ? data.message : undefined;
}

/**
 * The message to show a user for a failed call, in the user's language: the server's
 * `{ message }` when there is one (also a stored error payload, docs/product-rules.md#r-err-2), an Error's or a
 * string's text otherwise. The server's messages are dictionary keys (`npm run i18n:keys`
 * collects them), so this is where they go through t(); a message with values comes with
 * its key and params and is worded from them. A refusal of the contract's
 * checks ("Invalid body: lessonLength must be <= 8") shows as a sentence ("Enter 8 or less.").
 */
export function errorMessage(error: unknown, fallback: string = msg('Something went wrong. Please try again.')): string {
  const worded = keyedMessage(error);
  if (worded) return t(worded.key, worded.params);
  const text = errorText(error, fallback);
  const refusal = serverRefusal(text);
  return refusal ? t(refusal.problem.key, refusal.problem.params) : t(text);
}

/** The contract refusal a failed call carries (its field and sentence), or null. */
export function refusalOf(error: unknown): ServerRefusal | null {
  return error === null || error === undefined ? null : serverRefusal(errorText(error, ''));
}

/**
 * The sentence for a form field when the server refused the call because of that field
 * (`field` as the body names it, `lessonLength`), in the user's language; undefined otherwise,
 * so it fits a field's `error` prop.
 */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  const refusal = refusalOf(error);
  return refusal && refusal.field === field ? t(refusal.problem.key, refusal.problem.params) : undefined;
}

function errorText(error: unknown, fallback: string): string {
  if (typeof error === 'string') return error || fallback;
  if (isApiError(error)) {
    const message = bodyMessage(error);
    if (message) return message;
    if (!error.response) return msg('The server cannot be reached. Check your connection and try again.');
  }
  if (typeof error !== 'object' || error === null) return fallback;
  const body = (error as { response?: { data?: { message?: unknown } } }).response?.data;
  if (typeof body?.message === 'string' && body.message) return body.message;
  const own = (error as { message?: unknown }).message;
  return typeof own === 'string' && own ? own : fallback;
}
