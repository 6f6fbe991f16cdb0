import { BehaviorSubject } from 'rxjs';
import { formatMessage, type MessageParams } from '@studydesk/shared/text';

/**
 * Translation keys are the English base constants ("Page {page} of {pages}"), so a key
 * that shows before the dictionary has loaded (docs/product-rules.md#r-lang-1) still reads as English.
 */
export type Translations = Readonly<Record<string, string>>;

export interface DictionaryState {
  language: string;
  /** null until the dictionary for `language` has loaded */
  translations: Translations | null;
}

const DEFAULT_LANGUAGE = 'en';

export const dictionary$ = new BehaviorSubject<DictionaryState>({ language: DEFAULT_LANGUAGE, translations: null });

export type TranslateParams = MessageParams;

/**
 * Translate a key with the current dictionary; the key itself until translations load.
 * `{placeholders}` and plural forms (`{count, plural, one {…} other {…}}`, see ./icu)
 * are filled with `params` in the user's language.
 */
export function t(key: string, params?: TranslateParams): string {
  const { language, translations } = dictionary$.getValue();
  const text = translations?.[key] || key;
  return formatMessage(text, params, language);
}

export function setTranslations(language: string, translations: Translations | null): void {
  dictionary$.next({ language, translations });
}
