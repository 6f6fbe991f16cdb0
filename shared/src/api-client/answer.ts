import type { AxiosResponseHeaders, RawAxiosResponseHeaders } from 'axios';

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

/** A call that never reached the server (offline, refused, or the transport's code could not be fetched). */
export const unreachable = () => new ApiError('Network Error');

/** An answer's headers as a plain object, names in lower case (a repeated header joined). */
export function plainHeaders(headers: RawAxiosResponseHeaders | AxiosResponseHeaders | undefined): Record<string, string> {
  const plain: Record<string, string> = {};
  const entries = headers && typeof headers.toJSON === 'function' ? (headers.toJSON() as Record<string, unknown>) : (headers ?? {});
  for (const [name, value] of Object.entries(entries)) {
    if (value !== undefined && value !== null) plain[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return plain;
}
