import { useT } from '@studydesk/shared/i18n';
import { Checkbox, textStyles } from '@studydesk/shared/ui';
import type { ActivityDialogApi } from '../model/use-activity-dialog';
import { takesOutcome } from '../model/outcome-choices';
import { useNoticeHours, useOpenCredits } from '../model/use-lesson-credits';
import { useNow } from '../model/use-now';
import { OutcomePicker } from './outcome-picker';

export interface LessonOutcomeProps {
  dialog: ActivityDialogApi;
  editable: boolean;
}

/**
 * docs/product-rules.md#r-pay-1 and docs/product-rules.md#r-pay-2 in the dialog: an existing lesson's
 * outcome; a new lesson planned as a make-up when the plan's student holds an open credit.
 */
export function LessonOutcome({ dialog, editable }: LessonOutcomeProps) {
  const t = useT();
  const { activity, ops } = dialog.state;
  const now = useNow();
  const existing = takesOutcome(activity);
  const isNew = activity.id === null;
  const noticeHours = useNoticeHours(existing && editable);
  const openCredits = useOpenCredits(activity.studyPlanId, isNew && editable);
  const busy = Object.values(ops).some((op) => op.loading);

  if (existing) {
    return (
      <>
        <OutcomePicker
          outcome={activity.outcome}
          startTime={activity.startTime}
          now={now}
          noticeHours={noticeHours}
          disabled={!editable || busy}
          onChange={(outcome) => void dialog.setOutcome(outcome)}
        />
        {activity.makeUp ? <p className={textStyles.muted}>{t('A make-up lesson: it used one of the student\'s make-up credits.')}</p> : null}
      </>
    );
  }
  if (!isNew || !editable || openCredits === 0) return null;
  return (
    <Checkbox
      label={t('{count, plural, one {Make-up lesson (uses the student\'s open make-up credit)} other {Make-up lesson (uses the oldest of # open make-up credits)}}', { count: openCredits })}
      checked={activity.makeUp}
      onChange={() => dialog.dispatch({ type: 'field/changed', field: 'makeUp', value: !activity.makeUp })}
    />
  );
}
