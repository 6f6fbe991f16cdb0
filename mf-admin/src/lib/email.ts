import { Email } from '@studydesk/shared/contracts';

const EMAIL = new RegExp(Email.pattern as string);

/** The same rule the server checks (the contract's Email pattern), so a form never sends what will bounce. */
export function isEmail(text: string): boolean {
  const value = text.trim();
  return value.length >= 3 && value.length <= 254 && EMAIL.test(value);
}
