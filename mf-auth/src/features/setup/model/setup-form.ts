import { PASSWORD_MIN_LENGTH, isEmail, type SetupRequest } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';

/** What the first-run form holds (docs/product-rules.md#r-setup-1). */
export interface SetupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  schoolName: string;
  timeZone: string;
  language: string;
  currency: string;
}

export type SetupErrors = Partial<Record<keyof SetupValues, string>>;

/** The fields in the order the form shows them: the first with a problem takes the focus. */
export const SETUP_FIELDS: ReadonlyArray<keyof SetupValues> = ['schoolName', 'timeZone', 'language', 'currency', 'firstName', 'lastName', 'email', 'password'];

/** A sensible start: the browser's zone and language, the euro. */
export function initialSetupValues(browser: { timeZone: string; language: string }): SetupValues {
  return { firstName: '', lastName: '', email: '', password: '', schoolName: '', timeZone: browser.timeZone, language: browser.language, currency: 'EUR' };
}

/** The dictionary keys of the problems a form can tell before sending; the server judges the rest (the password policy). */
export function validateSetup(values: SetupValues, knownZones: readonly string[]): SetupErrors {
  const errors: SetupErrors = {};
  if (!values.schoolName.trim()) errors.schoolName = msg("Enter the school's name");
  if (!knownZones.includes(values.timeZone)) errors.timeZone = msg('Choose a time zone from the list');
  if (!values.language) errors.language = msg('Choose a language');
  if (!/^[A-Z]{3}$/.test(values.currency)) errors.currency = msg('Choose a currency');
  if (!values.firstName.trim()) errors.firstName = msg('Enter your first name');
  if (!values.lastName.trim()) errors.lastName = msg('Enter your last name');
  if (!isEmail(values.email)) errors.email = msg('Enter a valid email address');
  if ([...values.password].length < PASSWORD_MIN_LENGTH) errors.password = msg('Password must be at least 8 characters long');
  return errors;
}

export function firstProblem(errors: SetupErrors): keyof SetupValues | null {
  return SETUP_FIELDS.find((field) => errors[field]) ?? null;
}

export function toSetupRequest(token: string, values: SetupValues): SetupRequest {
  return {
    token,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    schoolName: values.schoolName.trim(),
    timeZone: values.timeZone,
    language: values.language,
    currency: values.currency,
  };
}

/** The first of the browser's languages the school offers (`de-AT` counts as `de`), else English. */
export function browserLanguage(preferred: readonly string[], offered: readonly string[]): string {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const found = offered.find((code) => code === lower) ?? offered.find((code) => code === lower.split('-')[0]);
    if (found) return found;
  }
  return offered.includes('en') ? 'en' : (offered[0] ?? 'en');
}

/** The page's states: the link checked, the form, sending, the link found dead on sending. */
export type SetupState =
  | { status: 'editing'; error: string | null }
  | { status: 'submitting' }
  | { status: 'deadLink'; message: string };

export type SetupAction = { type: 'submitted' } | { type: 'failed'; status: number | undefined; message: string };

export const initialSetupState: SetupState = { status: 'editing', error: null };

/** 404 and 410 mean the link no longer works (used, expired, replaced): the form goes; anything else keeps what was typed. */
export function setupReducer(state: SetupState, action: SetupAction): SetupState {
  switch (action.type) {
    case 'submitted':
      return { status: 'submitting' };
    case 'failed':
      return action.status === 404 || action.status === 410 ? { status: 'deadLink', message: action.message } : { status: 'editing', error: action.message };
    default:
      return state;
  }
}
