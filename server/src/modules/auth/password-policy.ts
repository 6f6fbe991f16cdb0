import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@studydesk/shared/contracts';
import { PasswordPolicyError } from '../../sessions';

/**
 * The rules a new password must meet, after current NIST guidance (SP 800-63B §3.1.1.2):
 * a length of 8 to 1024 characters, no composition rules (no "one digit, one symbol"),
 * but not one of the passwords attackers try first, and not built from the person's own
 * name or e-mail address. Applied wherever a password is set, never at sign-in, so an
 * existing password keeps working.
 */
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
  containsName: 'This password contains your name. Choose one that is harder to guess.',
  containsEmail: 'This password contains your e-mail address. Choose one that is harder to guess.',
} as const;

/** Whose password it is: the parts of it a guesser would try. */
export interface PasswordOwner {
  first_name: string;
  last_name: string;
  email: string;
}

/** Shorter pieces (initials, "Li", "Jo") would refuse too many good passwords. */
const MIN_PART_LENGTH = 3;

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en');

/** The text itself and each of its pieces between spaces, dots, dashes, digits…, of 3+ characters. */
function partsOf(text: string): string[] {
  const whole = fold(text.trim());
  const pieces = whole.split(/[^\p{L}\p{M}]+/u);
  return [...new Set([whole, ...pieces])].filter((part) => [...part].length >= MIN_PART_LENGTH);
}

/**
 * Why this password may not be set, or null when it may. Pure: the common-password list
 * is passed in, so the rule is testable on its own.
 */
export function passwordProblem(password: string, owner: PasswordOwner | null, commonPasswords: ReadonlySet<string>): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const folded = fold(password);
  if (commonPasswords.has(folded)) return PASSWORD_MESSAGES.tooCommon;
  if (owner) {
    if ([owner.first_name, owner.last_name].flatMap(partsOf).some((part) => folded.includes(part))) return PASSWORD_MESSAGES.containsName;
    const local = owner.email.split('@')[0] ?? '';
    if (partsOf(local).some((part) => folded.includes(part))) return PASSWORD_MESSAGES.containsEmail;
  }
  return null;
}

let commonPasswords: Promise<ReadonlySet<string>> | null = null;

/**
 * The most common passwords (≈ 49,000, from the password lists zxcvbn-ts ships under the
 * MIT licence), read once on first use: most processes never set a password.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => fold(password))),
  );
  return commonPasswords;
}

/** Throws a 400 (PasswordPolicyError) saying why, when the password may not be set. */
export async function assertPasswordAllowed(password: string, owner: PasswordOwner | null): Promise<void> {
  const problem = passwordProblem(password, owner, await loadCommonPasswords());
  if (problem) throw new PasswordPolicyError(problem);
}
