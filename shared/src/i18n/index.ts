export { msg } from '@studydesk/shared/text';
export { t, dictionary$, setTranslations, DEFAULT_LANGUAGE } from './dictionary';
export { formatMessage, messagePlaceholders } from '@studydesk/shared/text';
export type { MessageParams } from '@studydesk/shared/text';
export type { Translations, DictionaryState, TranslateParams } from './dictionary';
export { useT } from './use-t';
export { message } from './message';
export type { Message } from './message';
export { currentLanguage, monthName, formatMonthYear, weekdayNames, formatLongDate, formatNumber } from './locale-format';
