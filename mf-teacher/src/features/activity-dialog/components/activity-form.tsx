import { memo, type Dispatch } from 'react';
import { fieldErrorOf } from '@studydesk/shared/api-client';
import type { ActivityType } from '@studydesk/shared/enums';
import { TIME_FORMAT } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { Checkbox, cx, DateField, layoutStyles, SelectField, TextAreaField, TextField, textStyles } from '@studydesk/shared/ui';
import { DifficultyPicker } from '../../difficulty';
import { startInvalid, type ActivityDialogAction, type ActivityDialogState } from '../model/activity-dialog-reducer';
import { ACTIVITY_LIMITS, activityProblems, type LimitedField } from '../model/activity-limits';
import { useNow } from '../model/use-now';
import styles from './activity-dialog.module.css';
import { COMPLETE_BEFORE_START_MESSAGE, canCompleteAt } from '@studydesk/shared/contracts/plain';

export interface ActivityFormProps {
  state: ActivityDialogState;
  dispatch: Dispatch<ActivityDialogAction>;
  editable: boolean;
  /** planning ahead (several plans at once): no Completed box */
  planning?: boolean;
}

const NOT_STARTED_HINT_ID = 'activity-form-not-started';

/** The activity's fields; the start's date and time are edited separately (docs/product-rules.md#r-dialog-2). */
function ActivityFormFields({ state, dispatch, editable, planning = false }: ActivityFormProps) {
  const t = useT();
  const { activity } = state;
  const now = useNow();
  const invalidStart = startInvalid(state);
  // the contract's limits, checked while typing; a refusal of the last save shows on its field
  const problems = activityProblems(activity);
  const saveError = state.ops.create.error ?? state.ops.update.error;
  const fieldError = (field: LimitedField): string | undefined => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.params) : fieldErrorOf(saveError, field);
  };
  // a lesson that has not started cannot be ticked completed (uncompleting stays possible);
  // an existing activity says why beside its Complete button, a new one here
  const notStarted = !activity.isCompleted && !canCompleteAt(activity.startTime, now);
  const types: { value: ActivityType; label: string; disabled?: boolean }[] = [
    { value: 'activity', label: t('Activity') },
    { value: 'spotlight', label: t('Spotlight') },
    { value: 'evaluation', label: t('Evaluation') },
  ];
  // milestones are shown, never chosen: they are not editable (docs/product-rules.md#r-act-1)
  if (activity.type === 'milestone') types.push({ value: 'milestone', label: t('Milestone'), disabled: true });

  return (
    <div className={cx(layoutStyles.columns, styles.form)}>
      <TextField
        className={styles.wide}
        label={t('Title')}
        value={activity.lessonTitle}
        maxLength={ACTIVITY_LIMITS.lessonTitle.maxLength}
        error={fieldError('lessonTitle')}
        disabled={!editable}
        onChange={(event) => dispatch({ type: 'field/changed', field: 'lessonTitle', value: event.target.value })}
      />
      <SelectField<ActivityType>
        label={t('Type')}
        value={activity.type}
        options={types}
        disabled={!editable}
        onChange={(value) => dispatch({ type: 'field/changed', field: 'type', value })}
      />
      <DifficultyPicker value={activity.difficultyLevel} disabled={!editable} onChange={(value) => dispatch({ type: 'field/changed', field: 'difficultyLevel', value })} />
      {/* docs/product-rules.md#r-date-1 formats DD/MM/YYYY and HH:mm, whatever the browser's locale */}
      <DateField
        label={t('Date')}
        value={state.dateText}
        disabled={!editable}
        error={invalidStart ? t('Type the date as DD/MM/YYYY and the time as HH:mm') : undefined}
        onChange={(date) => dispatch({ type: 'startDate/changed', date })}
      />
      <TextField
        label={t('Time')}
        placeholder={t(TIME_FORMAT)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        value={state.timeText}
        disabled={!editable}
        onChange={(event) => dispatch({ type: 'startTime/changed', time: event.target.value })}
      />
      <TextField
        type="number"
        label={t('Length (hours)')}
        min={ACTIVITY_LIMITS.lessonLength.min}
        max={ACTIVITY_LIMITS.lessonLength.max}
        step={ACTIVITY_LIMITS.lessonLength.step}
        error={fieldError('lessonLength')}
        value={String(activity.lessonLength)}
        disabled={!editable}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (Number.isFinite(value) && value >= 0) dispatch({ type: 'field/changed', field: 'lessonLength', value });
        }}
      />
      {planning ? null : (
        <Checkbox
          className={styles.completed}
          label={t('Completed')}
          checked={activity.isCompleted}
          disabled={!editable || notStarted}
          aria-describedby={notStarted && activity.id === null ? NOT_STARTED_HINT_ID : undefined}
          onChange={() => dispatch({ type: 'completion/toggled' })}
        />
      )}
      {!planning && editable && notStarted && activity.id === null ? (
        <p id={NOT_STARTED_HINT_ID} className={textStyles.muted}>
          {t(COMPLETE_BEFORE_START_MESSAGE)}
        </p>
      ) : null}
      <TextAreaField
        className={styles.wide}
        label={t('Description')}
        rows={4}
        maxLength={ACTIVITY_LIMITS.description.maxLength}
        error={fieldError('description')}
        value={activity.description}
        disabled={!editable}
        onChange={(event) => dispatch({ type: 'field/changed', field: 'description', value: event.target.value })}
      />
    </div>
  );
}

/** What the form shows of the dialog's state: a call starting or ending elsewhere in the dialog leaves it as it is. */
function sameFormState(before: ActivityDialogState, after: ActivityDialogState): boolean {
  return (
    before.activity === after.activity &&
    before.dateText === after.dateText &&
    before.timeText === after.timeText &&
    before.zone === after.zone &&
    before.ops.create.error === after.ops.create.error &&
    before.ops.update.error === after.ops.update.error
  );
}

/**
 * Memoised: pressing Save (its spinner) or Complete re-renders the dialog, and the fields,
 * with their date picker, are the largest part of it; they render again only when what
 * they show changed.
 */
export const ActivityForm = memo(
  ActivityFormFields,
  (before, after) => before.dispatch === after.dispatch && before.editable === after.editable && before.planning === after.planning && sameFormState(before.state, after.state),
);
