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
