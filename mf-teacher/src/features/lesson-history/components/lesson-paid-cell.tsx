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

/**
 * A completed lesson is paid or not (a checkbox for admins); any other lesson shows its paid
 * state only once a period paid it (its outcome is in its own column). A paid lesson is paid
 * by a closed pay period (docs/product-rules.md#r-pay-4): its box stays ticked and cannot be
 * clicked; an unpaid one is paid through a period by the server.
 */
export function LessonPaidCell({ lesson, name, canMarkPaid, saving, onToggle }: LessonPaidCellProps) {
  const t = useT();
  if (!lesson.isCompleted) return lesson.paid ? <Badge tone="success">{t('Paid')}</Badge> : <span aria-hidden="true">—</span>;
  const label = lesson.paid ? t('Paid') : t('Unpaid');
  if (!canMarkPaid) return <Badge tone={lesson.paid ? 'success' : 'warning'}>{label}</Badge>;
  return (
    <Checkbox
      label={label}
      aria-label={t('Paid: {lesson}', { lesson: name })}
      checked={lesson.paid}
      disabled={saving || lesson.paid}
      title={lesson.paid ? t('Paid by a closed pay period: it cannot be marked not paid') : undefined}
      onChange={(paid) => {
        if (!lesson.paid) onToggle(lesson, paid);
      }}
    />
  );
}
