import {
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MIN,
  isEmail,
  type SiteSettingsResponse,
  type UpdateSiteSettingsRequest,
} from '@studydesk/shared/contracts';
import { isValidTimeZone } from '@studydesk/shared/dates';

export interface SiteSettingsValues {
  timeZone: string;
  retentionManagerEmail: string;
  /** desired retention of student reviews, in percent as typed (absent: not sent by the server) */
  desiredRetention?: string;
  /** shown in page titles, mails and payslips (docs/product-rules.md#r-setup-3); absent: not edited here */
  schoolName?: string;
  /** the language of new people and of mails to someone without one; absent: not sent by the server */
  defaultLanguage?: string;
}

export interface SiteSettingsState {
  load: 'loading' | 'ready' | 'failed';
  /** what the server holds */
  saved: SiteSettingsValues;
  /** what the form shows */
  values: SiteSettingsValues;
  saving: boolean;
  error: string | null;
}

export type SiteSettingsAction =
  | { type: 'loaded'; settings: SiteSettingsResponse }
  | { type: 'loadFailed'; error: string }
  | { type: 'retried' }
  | { type: 'edited'; field: keyof SiteSettingsValues; value: string }
  | { type: 'saveRequested' }
  | { type: 'saved'; settings: SiteSettingsResponse }
  | { type: 'saveFailed'; error: string };

const blank: SiteSettingsValues = { timeZone: '', retentionManagerEmail: '' };

export const initialSiteSettings: SiteSettingsState = { load: 'loading', saved: blank, values: blank, saving: false, error: null };

function valuesOf(settings: SiteSettingsResponse): SiteSettingsValues {
  return {
    timeZone: settings.timeZone,
    retentionManagerEmail: settings.retentionManagerEmail ?? '',
    schoolName: settings.schoolName,
    ...(settings.defaultLanguage === undefined ? {} : { defaultLanguage: settings.defaultLanguage }),
    ...(settings.desiredRetention === undefined ? {} : { desiredRetention: String(Math.round(settings.desiredRetention * 100)) }),
  };
}

/** The site settings form: loaded, edited, saved; a failed save keeps what was typed. */
export function siteSettingsReducer(state: SiteSettingsState, action: SiteSettingsAction): SiteSettingsState {
  switch (action.type) {
    case 'loaded':
      return { ...state, load: 'ready', saved: valuesOf(action.settings), values: valuesOf(action.settings), error: null };
    case 'loadFailed':
      return { ...state, load: 'failed', error: action.error };
    case 'retried':
      return { ...state, load: 'loading', error: null };
    case 'edited':
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'saveRequested':
      return { ...state, saving: true, error: null };
    case 'saved':
      return { ...state, saving: false, saved: valuesOf(action.settings), values: valuesOf(action.settings), error: null };
    case 'saveFailed':
      return { ...state, saving: false, error: action.error };
    default:
      return state;
  }
}

export function isDirty(state: SiteSettingsState): boolean {
  return (
    state.values.timeZone !== state.saved.timeZone ||
    state.values.retentionManagerEmail.trim() !== state.saved.retentionManagerEmail ||
    (state.values.desiredRetention ?? '').trim() !== (state.saved.desiredRetention ?? '') ||
    (state.values.schoolName ?? '').trim() !== (state.saved.schoolName ?? '') ||
    state.values.defaultLanguage !== state.saved.defaultLanguage
  );
}

/** dictionary keys of the problems, by field */
export function validateSiteSettings(values: SiteSettingsValues): Partial<Record<keyof SiteSettingsValues, string>> {
  const errors: Partial<Record<keyof SiteSettingsValues, string>> = {};
  if (values.schoolName !== undefined && !values.schoolName.trim()) errors.schoolName = "Enter the school's name";
  if (!values.timeZone.trim()) errors.timeZone = 'Choose a time zone';
  else if (!isValidTimeZone(values.timeZone.trim())) errors.timeZone = 'Choose a time zone from the list';
  const email = values.retentionManagerEmail.trim();
  if (email && !isEmail(email)) errors.retentionManagerEmail = 'Enter a valid email address';
  if (values.desiredRetention !== undefined && percentOf(values.desiredRetention) === null) errors.desiredRetention = 'A whole number from {min} to {max}';
  return errors;
}

export function toRequest(values: SiteSettingsValues): UpdateSiteSettingsRequest {
  const percent = values.desiredRetention === undefined ? null : percentOf(values.desiredRetention);
  const schoolName = values.schoolName?.trim();
  return {
    timeZone: values.timeZone.trim(),
    retentionManagerEmail: values.retentionManagerEmail.trim(),
    ...(percent === null ? {} : { desiredRetention: percent / 100 }),
    ...(schoolName ? { schoolName } : {}),
    ...(values.defaultLanguage ? { defaultLanguage: values.defaultLanguage } : {}),
  };
}

/** The bounds of the desired retention as whole percents (70 to 99). */
export const DESIRED_RETENTION_PERCENT = { min: Math.round(DESIRED_RETENTION_MIN * 100), max: Math.round(DESIRED_RETENTION_MAX * 100) };

function percentOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= DESIRED_RETENTION_PERCENT.min && value <= DESIRED_RETENTION_PERCENT.max ? value : null;
}

/** Every IANA zone this browser knows, UTC first, plus the saved one if the list lacks it (an alias). */
export function timeZoneOptions(saved: string, known: readonly string[] = Intl.supportedValuesOf('timeZone')): string[] {
  const zones = ['UTC', ...known.filter((zone) => zone !== 'UTC')];
  return saved && !zones.includes(saved) ? [saved, ...zones] : zones;
}
