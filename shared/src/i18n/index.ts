export { msg } from '@studydesk/shared/text';
export { t, dictionary$, setTranslations } from './dictionary';
export { formatMessage } from '@studydesk/shared/text';
export type { Translations, TranslateParams } from './dictionary';
export { useT } from './use-t';
export { message } from './message';
export type { Message } from './message';
export { currentLanguage, formatMonthYear, weekdayNames, formatLongDate, formatNumber, formatMoney } from './locale-format';
export { minorUnitDigits } from '@studydesk/shared/text';
