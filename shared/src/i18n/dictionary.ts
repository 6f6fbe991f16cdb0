import { BehaviorSubject } from 'rxjs';

/**
 * Translation keys are the English base constants ("Page {page} of {pages}"), so a key
 * that shows before the dictionary has loaded (spec §1) still reads as English.
 */
export type Translations = Readonly<Record<string, string>>;

export interface DictionaryState {
  language: string;
  /** null until the dictionary for `language` has loaded */
  translations: Translations | null;
}

export const DEFAULT_LANGUAGE = 'en';

export const dictionary$ = new BehaviorSubject<DictionaryState>({ language: DEFAULT_LANGUAGE, translations: null });

export type TranslateParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Translate a key with the current dictionary; the key itself until translations load. */
export function t(key: string, params?: TranslateParams): string {
  const translations = dictionary$.getValue().translations;
  const text = translations?.[key] || key;
  return interpolate(text, params);
}

export function setTranslations(language: string, translations: Translations | null): void {
  dictionary$.next({ language, translations });
}
