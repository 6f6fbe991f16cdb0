import { Email } from '@studydesk/shared/contracts';

// The contract's own pattern, so the browser refuses exactly what the server would.
const EMAIL_PATTERN = new RegExp(Email.pattern ?? '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$');

export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}
