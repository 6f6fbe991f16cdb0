/**
 * An error with a status the central error handler turns into `{ message }`. Throw
 * these from handlers and permission checks; anything else becomes a logged 500.
 */
export class HttpError extends Error {
  /** sent as Retry-After (429, 503) */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Exact text the client logs out on (docs/product-rules.md#r-auth-2); do not reword. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, UNAUTHORIZED_MESSAGE);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
