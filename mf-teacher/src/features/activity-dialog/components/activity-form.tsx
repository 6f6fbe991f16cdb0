import type { Dispatch } from 'react';
import { dateInputValue, getSiteTimeZone, timeInputValue } from '@studydesk/shared/dates';
import type { ActivityType } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { Checkbox, SelectField, TextAreaField, TextField } from '@studydesk/shared/ui';
import { DifficultyPicker } from '../../difficulty/difficulty-picker';
import type { ActivityDialogAction } from '../model/activity-dialog-reducer';
import type { ActivityDraft } from '../model/activity-draft';
import styles from './activity-dialog.module.css';

export interface ActivityFormProps {
  activity: ActivityDraft;
  dispatch: Dispatch<ActivityDialogAction>;
  editable: boolean;
}

/** The activity's fields; the start's date and time are edited separately (spec §4). */
export function ActivityForm({ activity, dispatch, editable }: ActivityFormProps) {
  const t = useT();
  const zone = getSiteTimeZone();
  const types: { value: ActivityType; label: string; disabled?: boolean }[] = [
    { value: 'activity', label: t('Activity') },
    { value: 'spotlight', label: t('Spotlight') },
    { value: 'evaluation', label: t('Evaluation') },
  ];
  // milestones are shown, never chosen: they are not editable (spec §3)
  if (activity.type === 'milestone') types.push({ value: 'milestone', label: t('Milestone'), disabled: true });

  return (
    <div className={styles.form}>
      <TextField
        className={styles.wide}
        label={t('Title')}
        value={activity.lessonTitle}
        maxLength={200}
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
      <TextField
        type="date"
        label={t('Date')}
        value={dateInputValue(activity.startTime, zone)}
        disabled={!editable}
        onChange={(event) => dispatch({ type: 'startDate/changed', date: event.target.value, zone })}
      />
      <TextField
        type="time"
        label={t('Time')}
        value={timeInputValue(activity.startTime, zone)}
        disabled={!editable || activity.startTime === null}
        onChange={(event) => dispatch({ type: 'startTime/changed', time: event.target.value, zone })}
      />
      <TextField
        type="number"
        label={t('Length (hours)')}
        min={0}
        max={24}
        step={0.5}
        value={String(activity.lessonLength)}
        disabled={!editable}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (Number.isFinite(value) && value >= 0) dispatch({ type: 'field/changed', field: 'lessonLength', value });
        }}
      />
      <Checkbox
        className={styles.completed}
        label={t('Completed')}
        checked={activity.isCompleted}
        disabled={!editable}
        onChange={() => dispatch({ type: 'completion/toggled' })}
      />
      <TextAreaField
        className={styles.wide}
        label={t('Description')}
        rows={4}
        value={activity.description}
        disabled={!editable}
        onChange={(event) => dispatch({ type: 'field/changed', field: 'description', value: event.target.value })}
      />
    </div>
  );
}
