import { useT } from '@studydesk/shared/i18n';

export interface LessonHistoryProps {
  teacherId?: string;
  /** any day of the month to show, YYYY-MM-DD */
  date?: string;
  /** admins mark lessons paid; teachers see the state read-only */
  canMarkPaid?: boolean;
}

/** A teacher's lessons of one month. */
export function LessonHistory({ teacherId, date }: LessonHistoryProps) {
  const t = useT();
  return (
    <section>
      <h1>{t('Lesson history')}</h1>
      <p>
        {teacherId} {date}
      </p>
    </section>
  );
}
