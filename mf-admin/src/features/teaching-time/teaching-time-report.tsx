import { useT } from '@studydesk/shared/i18n';

/** The teaching-time report (month, hours, lessons, paid state, CSV). */
export function TeachingTimeReport() {
  const t = useT();
  return <p>{t('Teaching time')}</p>;
}
