/**
 * A small HTTP client on the browser's fetch, with the shape the front ends use: `get`,
 * `delete` (url, config) and `post`, `put`, `patch` (url, body, config), each resolving
 * to `{ data, status, headers }` and rejecting with an ApiError. The whole product needs
 * only this of a client: JSON both ways, FormData for uploads, a Blob for downloads,
 * cookies on every call, aborting through a signal, and the failed answer's status and
 * `{ message }` body.
 */

export interface RequestConfig {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'blob' for a file download; JSON (or text, when the answer is not JSON) otherwise */
  responseType?: 'json' | 'blob';
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  /** the answer's headers, names in lower case */
  headers: Record<string, string>;
}

/**
 * A call that failed: the server's answer in `response` (its status and body), or no
 * `response` when the server was not reached.
 */
export class ApiError extends Error {
  readonly isApiError = true;
  constructor(
    message: string,
    readonly response?: ApiResponse<unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Interceptors {
  /** before each call */
  request(): void;
  /** after each call, answered or not; rejects to fail the call (an error passes through it) */
  settled(error: unknown): void;
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

/** Why a body is sent as is: the browser sets its type (a form's boundary, a file's type). */
const sentAsIs = (body: unknown) =>
  (typeof FormData !== 'undefined' && body instanceof FormData) || (typeof Blob !== 'undefined' && body instanceof Blob) || typeof body === 'string';

async function readBody(response: Response, responseType: RequestConfig['responseType']): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return '';
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A 503 that carries Retry-After is the server shedding load before it handled the call
 * (docs/architecture.md#under-pressure): it is sent again after the wait asked for, at most
 * this many times, so a short burst costs the user a second rather than an error.
 */
const BUSY_RETRIES = 2;
/** a longer wait than this is not waited for: the call fails as it came */
const BUSY_WAIT_MAX_MS = 10_000;

/** How long the answer asks to wait before the call is sent again; null when it is not to be retried. */
function busyWaitMs(response: Response): number | null {
  if (response.status !== 503) return null;
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  if (!Number.isFinite(ms) || ms > BUSY_WAIT_MAX_MS) return null;
  return Math.max(0, ms);
}

/** Waits `ms`; an abort meanwhile rejects with the signal's reason, as fetch would. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function createHttpClient(defaults: HttpClient['defaults'], on: Interceptors): HttpClient {
  async function send<R>(method: string, url: string, body: unknown, config: RequestConfig = {}): Promise<R> {
    on.request();
    let result: ApiResponse<unknown>;
    try {
      const headers: Record<string, string> = { ...defaults.headers, ...config.headers };
      let payload: BodyInit | undefined;
      if (body !== undefined) {
        if (sentAsIs(body)) payload = body as BodyInit;
        else {
          payload = JSON.stringify(body);
          headers['Content-Type'] = 'application/json';
        }
      }
      let response: Response;
      for (let attempt = 0; ; attempt += 1) {
        try {
          response = await fetch(`${defaults.baseURL}${url}`, {
            method,
            headers,
            body: payload,
            signal: config.signal,
            credentials: defaults.withCredentials ? 'include' : 'same-origin',
          });
        } catch (error) {
          // an abort stays an abort (callers that aborted do not show it)
          if (config.signal?.aborted) throw error;
          throw new ApiError('Network Error');
        }
        const waitMs = attempt < BUSY_RETRIES ? busyWaitMs(response) : null;
        if (waitMs === null) break;
        await response.body?.cancel();
        await pause(waitMs, config.signal);
      }
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => (responseHeaders[name.toLowerCase()] = value));
      result = { data: await readBody(response, config.responseType), status: response.status, headers: responseHeaders };
      if (!response.ok) throw new ApiError(`Request failed with status code ${response.status}`, result);
    } catch (error) {
      on.settled(error);
      throw error;
    }
    on.settled(null);
    return result as R;
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
