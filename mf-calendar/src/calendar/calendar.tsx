import { useT } from '@studydesk/shared/i18n';

export interface CalendarProps {
  studyPlanId?: number;
}

export function Calendar(_props: CalendarProps) {
  const t = useT();
  return (
    <section data-testid="calendar">
      <h2>{t('Calendar')}</h2>
    </section>
  );
}
