import axios from 'axios';
import type { ApiResponse } from './answer';
import { retryingWhenBusy } from './busy-retry';
import { failedAsApiError, sameSiteWrites } from './interceptors';
import { plainHeaders } from './plain-headers';

/** One call as the client hands it to its transport. */
export interface TransportRequest {
  method: string;
  url: string;
  data: unknown;
  baseURL: string;
  withCredentials: boolean;
  timeout: number;
  headers: Record<string, string>;
  responseType: 'json' | 'blob';
  signal?: AbortSignal;
}

export type Send = (request: TransportRequest) => Promise<ApiResponse<unknown>>;

/**
 * The one axios instance under the API client, with the house's rules as its interceptors,
 * in this order: the forgery rule on the way out; on a failure the `{ message }` rule (and
 * an aborted call as its abort), then `rejected`, the client's own (the 401 sign-out,
 * client.ts). This module, axios with it, is loaded at the first call (transport.ts).
 */
export function makeSend(rejected: (error: unknown) => never): Send {
  const instance = axios.create({
    // the session cookie is the proof (httpOnly, SameSite=Lax) and the server checks the
    // Origin and the JSON type of writes: no token, so axios copies no XSRF cookie into a header
    withXSRFToken: false,
    adapter: retryingWhenBusy(axios.getAdapter(axios.defaults.adapter)),
  });
  // synchronous: with nothing to wait for, a call leaves the moment it is made
  instance.interceptors.request.use(sameSiteWrites, undefined, { synchronous: true });
  instance.interceptors.response.use(undefined, failedAsApiError);
  instance.interceptors.response.use(undefined, rejected);
  return (request) =>
    instance.request(request).then((response) => ({ data: response.data as unknown, status: response.status, headers: plainHeaders(response.headers) }));
}
