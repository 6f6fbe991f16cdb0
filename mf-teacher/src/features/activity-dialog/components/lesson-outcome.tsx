import { useT } from '@studydesk/shared/i18n';
import { Checkbox, SelectField, textStyles } from '@studydesk/shared/ui';
import type { ActivityDialogApi } from '../model/use-activity-dialog';
import { takesOutcome } from '../model/outcome-choices';
import { useCreditHolders, useNoticeHours } from '../model/use-lesson-credits';
import { useNow } from '../model/use-now';
import { OutcomePicker } from './outcome-picker';

export interface LessonOutcomeProps {
  dialog: ActivityDialogApi;
  editable: boolean;
}

/**
 * docs/product-rules.md#r-pay-1 and docs/product-rules.md#r-pay-2 in the dialog: an existing lesson's
 * outcome; a new lesson planned as a make-up when a student of the plan holds an open credit
 * (in a group, for the member chosen).
 */
export function LessonOutcome({ dialog, editable }: LessonOutcomeProps) {
  const t = useT();
  const { activity, ops } = dialog.state;
  const now = useNow();
  const existing = takesOutcome(activity);
  const isNew = activity.id === null;
  const noticeHours = useNoticeHours(existing && editable);
  const holders = useCreditHolders(activity.studyPlanId, isNew && editable);
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
  if (!isNew || !editable || holders.length === 0) return null;
  // one student holding credits (a one-student plan, or one member of a group): the lesson is
  // for them; several members of a group: the planner chooses whose credit it uses
  const chosen = holders.find((holder) => holder.studentId === activity.makeUpFor) ?? holders[0];
  return (
    <>
      <Checkbox
        label={t('{count, plural, one {Make-up lesson (uses the student\'s open make-up credit)} other {Make-up lesson (uses the oldest of # open make-up credits)}}', { count: chosen.open })}
        checked={activity.makeUp}
        onChange={() => {
          dialog.dispatch({ type: 'field/changed', field: 'makeUp', value: !activity.makeUp });
          dialog.dispatch({ type: 'field/changed', field: 'makeUpFor', value: chosen.studentId });
        }}
      />
      {activity.makeUp && holders.length > 1 ? (
        <SelectField
          label={t('Make-up lesson for')}
          value={String(chosen.studentId)}
          options={holders.map((holder) => ({
            value: String(holder.studentId),
            label: t('{name} ({count, plural, one {# open credit} other {# open credits}})', { name: holder.name, count: holder.open }),
          }))}
          onChange={(value) => dialog.dispatch({ type: 'field/changed', field: 'makeUpFor', value: Number(value) })}
        />
      ) : null}
    </>
  );
}
