import type { Static, TSchema } from '@sinclair/typebox';
import type { Endpoint, StaticOf } from '@studydesk/shared/contracts';
import { apiClient } from './client';
import type { ApiResponse } from './answer';
import type { RequestConfig } from './http';

/** One part of a call: required when the endpoint declares it, absent otherwise. */
type Part<K extends string, S> = S extends TSchema ? { [P in K]: Static<S> } : { [P in K]?: undefined };

/** What a call of `E` sends: its typed params, query and body, and how to ask. */
export type CallInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  // a multipart endpoint takes its fields (and file) as a FormData
  (E['body'] extends TSchema ? { body: Static<E['body']> | FormData } : { body?: undefined }) &
  RequestConfig;

/** The success answer's body of `E` (unknown when it declares none). */
export type CallAnswer<E extends Endpoint> = E['response'] extends TSchema ? StaticOf<E['response']> : unknown;

type Args<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The path with its `:name` segments filled in, each value encoded. */
export function pathOf(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x&b=y` of the values that are set (an array: one pair per value); '' when none. */
export function queryStringOf(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The one way the browser calls the server (docs/conventions.md#endpoints): an endpoint of
 * `@studydesk/shared/contracts` with its typed parts, on the product's HTTP client (cookies,
 * `{ message }` errors, the 401 sign-out, the loading indicator).
 *
 *   const { data } = await call(endpoints.activities.update, { body: { id, lessonTitle }, signal });
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<ApiResponse<CallAnswer<E>>> {
  const { params, query, body, ...config } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } & RequestConfig;
  const url = `${pathOf(endpoint, params)}${queryStringOf(query)}`;
  // no options: the client's own defaults, as a plain apiClient call has them
  const options = Object.keys(config).length > 0 ? [config] : [];
  switch (endpoint.method) {
    case 'GET':
      return apiClient.get<CallAnswer<E>>(url, ...options);
    case 'DELETE':
      return apiClient.delete<CallAnswer<E>>(url, ...options);
    case 'POST':
      return apiClient.post<CallAnswer<E>>(url, body, ...options);
    case 'PUT':
      return apiClient.put<CallAnswer<E>>(url, body, ...options);
    case 'PATCH':
      return apiClient.patch<CallAnswer<E>>(url, body, ...options);
  }
}
