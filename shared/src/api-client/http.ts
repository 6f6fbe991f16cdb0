import type { ApiResponse } from './answer';
import type { Send } from './instance';
import { lazyTransport } from './transport';
import { unlessAborted } from './unless-aborted';

/**
 * The shape the front ends use of the HTTP client: `get`, `delete` (url, config) and
 * `post`, `put`, `patch` (url, body, config), each resolving to `{ data, status, headers }`
 * and rejecting with an ApiError. Underneath is one axios instance (instance.ts), whose
 * interceptors carry the house's rules, loaded at the first call (transport.ts). The product
 * needs this of it: JSON both ways, FormData for uploads, a Blob for downloads, cookies on
 * every call, aborting through a signal, and the failed answer's status and `{ message }` body.
 */

export interface RequestConfig {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'blob' for a file download; JSON (or text, when the answer is not JSON) otherwise */
  responseType?: 'json' | 'blob';
}

export interface ClientHooks {
  /** before each call (also while the transport is still loading) */
  started(): void;
  /** after each call, answered or not */
  settled(): void;
  /** the client's own rule for a failed call, as the instance's last interceptor: rethrows */
  rejected(error: unknown): never;
}

export interface HttpClient {
  defaults: { baseURL: string; withCredentials: boolean; timeout: number; headers: Record<string, string> };
  // R as axios has it, so a test's mock of a call may give only `{ data }`
  get<T = unknown, R = ApiResponse<T>>(url: string, config?: RequestConfig): Promise<R>;
  delete<T = unknown, R = ApiResponse<T>>(url: string, config?: RequestConfig): Promise<R>;
  post<T = unknown, R = ApiResponse<T>>(url: string, body?: unknown, config?: RequestConfig): Promise<R>;
  put<T = unknown, R = ApiResponse<T>>(url: string, body?: unknown, config?: RequestConfig): Promise<R>;
  patch<T = unknown, R = ApiResponse<T>>(url: string, body?: unknown, config?: RequestConfig): Promise<R>;
}

export function createHttpClient(defaults: HttpClient['defaults'], hooks: ClientHooks): HttpClient {
  const transport = lazyTransport(hooks.rejected);

  async function send<R>(method: string, url: string, data: unknown, config: RequestConfig = {}): Promise<R> {
    hooks.started();
    try {
      // Once axios is there the call leaves before this returns (the sign-in relies on it:
      // its request goes out before the page reacts to it); until then it waits for it.
      const transmit: Send = transport.ready() ?? (await unlessAborted(transport.load(), config.signal));
      return (await transmit({
        method,
        url,
        data,
        baseURL: defaults.baseURL,
        withCredentials: defaults.withCredentials,
        timeout: defaults.timeout,
        headers: { ...defaults.headers, ...config.headers },
        responseType: config.responseType ?? 'json',
        signal: config.signal,
      })) as R;
    } finally {
      hooks.settled();
    }
  }

  return {
    defaults,
    get: <T, R = ApiResponse<T>>(url: string, config?: RequestConfig) => send<R>('GET', url, undefined, config),
    delete: <T, R = ApiResponse<T>>(url: string, config?: RequestConfig) => send<R>('DELETE', url, undefined, config),
    post: <T, R = ApiResponse<T>>(url: string, body?: unknown, config?: RequestConfig) => send<R>('POST', url, body, config),
    put: <T, R = ApiResponse<T>>(url: string, body?: unknown, config?: RequestConfig) => send<R>('PUT', url, body, config),
    patch: <T, R = ApiResponse<T>>(url: string, body?: unknown, config?: RequestConfig) => send<R>('PATCH', url, body, config),
  };
}
