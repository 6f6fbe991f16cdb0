import { formatMessage, type MessageParams } from '@studydesk/shared/text';

/**
 * An error with a status the central error handler turns into `{ message }`. Throw
 * these from handlers and permission checks; anything else becomes a logged 500.
 *
 * A message with values is a dictionary key with `{placeholders}` and its `params`: the
 * answer's `message` is the English sentence, and `key` and `params` travel beside it so
 * the browser words it in the user's language (docs/conventions.md#errors).
 */
export class HttpError extends Error {
  /** sent as Retry-After (429, 503) */
  readonly retryAfterSeconds?: number;
  /** the dictionary key of a message with values, and the values */
  readonly key?: string;
  readonly params?: MessageParams;

  constructor(
    readonly statusCode: number,
    message: string,
    options: { retryAfterSeconds?: number; params?: MessageParams } = {},
  ) {
    super(options.params ? formatMessage(message, options.params, 'en') : message);
    this.name = 'HttpError';
    this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.params) {
      this.key = message;
      this.params = options.params;
    }
  }
}

/** Exact text the client logs out on (docs/product-rules.md#r-auth-2); do not reword. */
const UNAUTHORIZED_MESSAGE = 'Unauthorized';

export const badRequest = (message: string, params?: MessageParams) => new HttpError(400, message, { params });
export const unauthorized = () => new HttpError(401, UNAUTHORIZED_MESSAGE);
export const forbidden = (message = 'You do not have permission to do this', params?: MessageParams) => new HttpError(403, message, { params });
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, params?: MessageParams) => new HttpError(409, message, { params });
