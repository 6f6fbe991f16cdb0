import { msg } from '@studydesk/shared/i18n';

export interface LoginValues {
  email: string;
  password: string;
}

/** Field errors as dictionary keys; empty when the form may be sent. */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * Only presence is checked: the server answers the same "wrong email or password" for
 * any mismatch, and a stricter client check would only block odd but valid addresses.
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.email.trim()) errors.email = msg('Enter your email address');
  if (!values.password) errors.password = msg('Enter your password');
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/** What is sent: the address without stray spaces, the password exactly as typed. */
export function loginCredentials(values: LoginValues): LoginValues {
  return { email: values.email.trim(), password: values.password };
}

/**
 * A sign-in sent before the page's script ran (a plain form post) comes back to
 * /login?signin=<problem> when it failed; the server's message for each. Only these
 * texts can show: the address cannot put words of its own on the page.
 */
const SIGN_IN_PROBLEMS: Record<string, string> = {
  wrong: msg('Invalid email or password'),
  limited: msg('Too many attempts. Wait a few minutes and try again.'),
  archived: msg('This account is archived. Ask an administrator to restore it.'),
  busy: msg('Many people are signing in right now. Try again in a few seconds.'),
};

/** The message of a failed plain-form sign-in named in the address's query, or null. */
export function signInProblem(search: string): string | null {
  const code = new URLSearchParams(search).get('signin');
  return code !== null && Object.hasOwn(SIGN_IN_PROBLEMS, code) ? SIGN_IN_PROBLEMS[code] : null;
}
