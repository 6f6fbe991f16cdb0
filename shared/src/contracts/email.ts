import { Email } from './common';

const EMAIL_PATTERN = new RegExp(Email.pattern as string);
const MIN_LENGTH = Email.minLength ?? 0;
const MAX_LENGTH = Email.maxLength ?? Number.POSITIVE_INFINITY;

/**
 * The `Email` schema's whole rule (pattern and length) as a plain function, so a form
 * refuses exactly what the server would and never sends an address that will bounce.
 * The text is trimmed first, as a person's typing is.
 */
export function isEmail(text: string): boolean {
  const value = text.trim();
  return value.length >= MIN_LENGTH && value.length <= MAX_LENGTH && EMAIL_PATTERN.test(value);
}
