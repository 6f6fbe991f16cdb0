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

/** Whether a call failed without reaching the server (no connection): then a copy kept on the device may stand in. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.response === undefined;
}
