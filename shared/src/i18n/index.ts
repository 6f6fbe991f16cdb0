export { t, dictionary$, setTranslations, DEFAULT_LANGUAGE } from './dictionary';
export type { Translations, DictionaryState, TranslateParams } from './dictionary';
export { useT } from './use-t';
export { message } from './message';
export type { Message } from './message';
