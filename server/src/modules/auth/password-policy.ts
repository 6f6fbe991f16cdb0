import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@studydesk/shared/contracts';
import { HttpError } from '../../permissions';
import { loadStrengthEstimator, type StrengthEstimator } from './password-strength';

/**
 * The rules a new password must meet, after current NIST guidance (SP 800-63B §3.1.1.2):
 * a length of 8 to 1024 characters (PASSWORD_MIN_LENGTH and PASSWORD_MAX_LENGTH of the
 * contracts), no composition rules (no "one digit, one symbol"), but not one of the
 * passwords attackers try first: the common list, the app's own name (also the published
 * demo password) with digits or symbols around it, one character repeated, and nothing
 * built from the person's name, e-mail address or the school's name. No control
 * characters, and not only spaces. And, judged after normalising (trimmed, spaces collapsed,
 * case folded, one trailing digit or symbol dropped, and once more without its spaces so
 * "p a s s w o r d" is "password"), a zxcvbn-ts score of at least MIN_STRENGTH with the
 * words of the product's four languages. Applied wherever a password is set, never at sign-in,
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
  repeatsPattern: 'This password repeats a pattern, like “abab”. Choose one that is harder to guess.',
  sequence: 'This password is a sequence, like “abcd” or “1234”. Choose one that is harder to guess.',
  keyboardPattern: 'This password follows the keys of a keyboard. Choose one that is harder to guess.',
  singleWord: 'A single word or name is easy to guess. Add more words that are less common.',
  dates: 'Dates and years are easy to guess. Choose a password without them.',
  tooWeak: 'This password is easy to guess. Use several words that do not form a common phrase.',
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

/** The lowest zxcvbn score (0–4) a new password may have: "safely unguessable" in its terms. */
export const MIN_STRENGTH = 3;

/** zxcvbn's reasons, as the message the person reads in their language. */
const WARNING_PROBLEMS: Readonly<Record<string, PasswordProblem>> = {
  simpleRepeat: 'repeatsPattern', extendedRepeat: 'repeatsPattern',
  sequences: 'sequence',
  straightRow: 'keyboardPattern', keyPattern: 'keyboardPattern',
  topTen: 'tooCommon', topHundred: 'tooCommon', common: 'tooCommon', similarToCommon: 'tooCommon', pwned: 'tooCommon',
  wordByItself: 'singleWord', namesByThemselves: 'singleWord', commonNames: 'singleWord',
  recentYears: 'dates', dates: 'dates',
};

/** What a password is judged with: the common-password list and the strength estimator. */
export interface PasswordJudge {
  common: ReadonlySet<string>;
  strength: StrengthEstimator;
}

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
 * The password as a guesser would first try it: trimmed, runs of spaces made one, case
 * folded, and one trailing digit or symbol dropped ("Password1 " → "password").
 */
export function normalisedPassword(password: string): string {
  const collapsed = fold(password).trim().replace(/\s+/gu, ' ');
  return collapsed.replace(/[^\p{L}\p{M}\s]$/u, '').trimEnd();
}

/**
 * Why this password may not be set, or null when it may. Pure: the common-password list,
 * the estimator and the school's words are passed in, so the rule is testable on its own.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner | null,
  judge: PasswordJudge,
  schoolWords: readonly string[] = [],
): PasswordProblem | null {
  if (/\p{Cc}/u.test(password)) return 'controlCharacters';
  if (password.length > 0 && password.trim() === '') return 'onlySpaces';
  const characters = [...password];
  if (characters.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (characters.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const folded = fold(password);
  const normalised = normalisedPassword(password);
  const unspaced = normalised.replace(/ /g, '');
  if (new Set([...folded]).size === 1 || new Set([...unspaced]).size <= 1) return 'oneCharacter';
  if ([folded, normalised, unspaced].some((text) => judge.common.has(text))) return 'tooCommon';
  // "StudyDesk2026", "!studydesk!", "study desk": the name once digits, symbols and spaces are gone
  if (folded.replace(/[^\p{L}]/gu, '') === PRODUCT_NAME) return 'productName';
  if (owner) {
    if ([owner.first_name, owner.last_name].flatMap(partsOf).some((part) => folded.includes(part))) return 'containsName';
    const [local = '', domain = ''] = owner.email.split('@');
    const domainParts = domain.split('.').slice(0, -1).flatMap(partsOf);
    if ([...partsOf(local), ...domainParts].some((part) => folded.includes(part))) return 'containsEmail';
  }
  if (schoolWords.some((word) => word.length >= MIN_PART_LENGTH && folded.includes(fold(word)))) return 'containsSchool';
  return strengthProblem(normalised, unspaced, owner, judge.strength, schoolWords);
}

/** The weaker verdict of the normalised password with and without its spaces, below MIN_STRENGTH. */
function strengthProblem(
  normalised: string,
  unspaced: string,
  owner: PasswordOwner | null,
  strength: StrengthEstimator,
  schoolWords: readonly string[],
): PasswordProblem | null {
  const userInputs = [PRODUCT_NAME, ...schoolWords];
  if (owner) userInputs.push(...[owner.first_name, owner.last_name, ...owner.email.split('@')].flatMap(partsOf));
  const verdicts = [...new Set([normalised, unspaced])].map((text) => strength(text, userInputs));
  const weakest = verdicts.reduce((weaker, verdict) => (verdict.score < weaker.score ? verdict : weaker));
  if (weakest.score >= MIN_STRENGTH) return null;
  return (weakest.warning && WARNING_PROBLEMS[weakest.warning]) || 'tooWeak';
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

/** The list and the estimator, loaded together on the first password set. */
export async function loadPasswordJudge(): Promise<PasswordJudge> {
  const [common, strength] = await Promise.all([loadCommonPasswords(), loadStrengthEstimator()]);
  return { common, strength };
}

/** Throws a 400 saying why, when the password may not be set. */
export async function assertPasswordAllowed(password: string, owner: PasswordOwner | null, schoolWords: readonly string[] = []): Promise<void> {
  const problem = passwordProblem(password, owner, await loadPasswordJudge(), schoolWords);
  if (problem) throw new HttpError(400, PASSWORD_MESSAGES[problem]);
}
