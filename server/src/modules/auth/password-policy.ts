import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@studydesk/shared/contracts';
import { HttpError } from '../../permissions';

/**
 * The rules a new password must meet, after current NIST guidance (SP 800-63B §3.1.1.2):
 * a length of 8 to 1024 characters (PASSWORD_MIN_LENGTH and PASSWORD_MAX_LENGTH of the
 * contracts), no composition rules (no "one digit, one symbol"), but not one of the
 * passwords attackers try first: the common list, the app's own name (also the published
 * demo password) with digits or symbols around it, one character repeated, and nothing
 * built from the person's name, e-mail address or the school's name. No control
 * characters, and not only spaces. Applied wherever a password is set, never at sign-in,
 * so an existing password keeps working. The client shows each message in the user's
 * language (they are dictionary keys).
 */
export const PASSWORD_MESSAGES = {
  controlCharacters: 'A password cannot contain control characters such as line breaks or tabs.',
  onlySpaces: 'A password cannot be only spaces.',
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be at most 1024 characters long',
  oneCharacter: 'This password repeats one character. Choose one that is harder to guess.',
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
  productName: 'This password is the name of the app. Choose one that is harder to guess.',
  containsName: 'This password contains your name. Choose one that is harder to guess.',
  containsEmail: 'This password contains your e-mail address. Choose one that is harder to guess.',
  containsSchool: 'This password contains the name of the school. Choose one that is harder to guess.',
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

/** The app's name, which is also the demo accounts' published password. */
const PRODUCT_NAME = 'studydesk';

/** Whose password it is: the parts of it a guesser would try. */
export interface PasswordOwner {
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * The school's name as the server knows it: the words of its public host name
 * (`https://lingua-school.example.org` → "lingua", "school"), without "www" and the
 * top-level domain. Nothing for a bare address or localhost.
 */
export function schoolWordsOf(publicUrl: string): string[] {
  let host: string;
  try {
    host = new URL(publicUrl).hostname;
  } catch {
    return [];
  }
  if (host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':')) return [];
  const labels = host.split('.').slice(0, -1).filter((label) => label !== 'www');
  return labels.flatMap(partsOf);
}

/**
 * The words of the school's name a password may not be built from: those of its public host
 * name and those of the name the school gave itself (docs/product-rules.md#r-setup-3).
 */
export function schoolWords(publicUrl: string, schoolName: string): string[] {
  return [...new Set([...schoolWordsOf(publicUrl), ...partsOf(schoolName)])];
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
 * and the school's words are passed in, so the rule is testable on its own.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner | null,
  commonPasswords: ReadonlySet<string>,
  schoolWords: readonly string[] = [],
): PasswordProblem | null {
  if (/\p{Cc}/u.test(password)) return 'controlCharacters';
  if (password.length > 0 && password.trim() === '') return 'onlySpaces';
  const characters = [...password];
  if (characters.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (characters.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const folded = fold(password);
  if (new Set([...folded]).size === 1) return 'oneCharacter';
  if (commonPasswords.has(folded)) return 'tooCommon';
  // "StudyDesk2026", "!studydesk!", "study desk": the name once digits, symbols and spaces are gone
  if (folded.replace(/[^\p{L}]/gu, '') === PRODUCT_NAME) return 'productName';
  if (owner) {
    if ([owner.first_name, owner.last_name].flatMap(partsOf).some((part) => folded.includes(part))) return 'containsName';
    const [local = '', domain = ''] = owner.email.split('@');
    const domainParts = domain.split('.').slice(0, -1).flatMap(partsOf);
    if ([...partsOf(local), ...domainParts].some((part) => folded.includes(part))) return 'containsEmail';
  }
  if (schoolWords.some((word) => word.length >= MIN_PART_LENGTH && folded.includes(fold(word)))) return 'containsSchool';
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

/** Throws a 400 saying why, when the password may not be set. */
export async function assertPasswordAllowed(password: string, owner: PasswordOwner | null, schoolWords: readonly string[] = []): Promise<void> {
  const problem = passwordProblem(password, owner, await loadCommonPasswords(), schoolWords);
  if (problem) throw new HttpError(400, PASSWORD_MESSAGES[problem]);
}
