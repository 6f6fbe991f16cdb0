import type { LessonHistoryItem } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { Badge, Checkbox } from '@studydesk/shared/ui';

export interface LessonPaidCellProps {
  lesson: LessonHistoryItem;
  /** names the lesson for screen readers ("Paid: Business English 05/01/2026 10:00") */
  name: string;
  canMarkPaid: boolean;
  saving: boolean;
  onToggle: (lesson: LessonHistoryItem, paid: boolean) => void;
}

/** A completed lesson is paid or not (a checkbox for admins); a planned one is not payable yet. */
export function LessonPaidCell({ lesson, name, canMarkPaid, saving, onToggle }: LessonPaidCellProps) {
  const t = useT();
  if (!lesson.isCompleted) return <Badge>{t('Planned')}</Badge>;
  const label = lesson.paid ? t('Paid') : t('Unpaid');
  if (!canMarkPaid) return <Badge tone={lesson.paid ? 'success' : 'warning'}>{label}</Badge>;
  return (
    <Checkbox
      label={label}
      aria-label={t('Paid: {lesson}', { lesson: name })}
      checked={lesson.paid}
      disabled={saving}
      onChange={(paid) => onToggle(lesson, paid)}
    />
  );
}
