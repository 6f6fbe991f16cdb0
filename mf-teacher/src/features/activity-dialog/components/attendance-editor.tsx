import { memo, type Dispatch } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { Button, Checkbox, cx, layoutStyles, TextField, textStyles } from '@studydesk/shared/ui';
import type { ActivityDialogAction } from '../model/activity-dialog-reducer';
import type { ActivityDraft } from '../model/activity-draft';
import styles from './activity-dialog.module.css';

export interface AttendanceEditorProps {
  activity: ActivityDraft;
  dispatch: Dispatch<ActivityDialogAction>;
  editable: boolean;
  saving: boolean;
  onSave: () => void;
}

/** Group lessons: who attended (student/studentMax) and each member's feedback (feedback/feedbackMax).
 * Memoised: a call's spinner elsewhere in the dialog does not draw it again.
 */
export const AttendanceEditor = memo(function AttendanceEditor({ activity, dispatch, editable, saving, onSave }: AttendanceEditorProps) {
  const t = useT();
  if (activity.members.length === 0) return null;
  return (
    <section className={cx(layoutStyles.stack, styles.block)} aria-label={t('Attendance')}>
      <div className={styles.blockHead}>
        <h3 className={styles.blockTitle}>{t('Attendance')}</h3>
        <span className={textStyles.muted}>
          {t('Attended {count}/{max}', { count: activity.student, max: activity.studentMax })} ·{' '}
          {t('Feedback {count}/{max}', { count: activity.feedback, max: activity.feedbackMax })}
        </span>
      </div>
      <ul className={cx(layoutStyles.list, styles.members)}>
        {activity.members.map((member) => {
          const name = displayName(member);
          return (
            <li key={member.studentId} className={cx(layoutStyles.columns, styles.member)}>
              <Checkbox
                label={name}
                checked={member.attended}
                disabled={!editable}
                onChange={(attended) => dispatch({ type: 'member/changed', studentId: member.studentId, attended })}
              />
              <TextField
                label={t('Feedback of {name}', { name })}
                hideLabel
                placeholder={t('Feedback')}
                fieldSize="sm"
                value={member.feedback ?? ''}
                disabled={!editable}
                onChange={(event) => dispatch({ type: 'member/changed', studentId: member.studentId, feedback: event.target.value })}
              />
            </li>
          );
        })}
      </ul>
      {editable ? (
        <Button size="sm" loading={saving} onClick={onSave}>
          {t('Save attendance')}
        </Button>
      ) : null}
    </section>
  );
});
