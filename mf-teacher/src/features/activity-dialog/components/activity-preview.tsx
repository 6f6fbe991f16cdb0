import { useT } from '@studydesk/shared/i18n';
import { cx, textStyles } from '@studydesk/shared/ui';
import type { ActivityDialogState } from '../model/activity-dialog-reducer';
import styles from './activity-dialog.module.css';

/**
 * What the dialog already knows of the activity, as plain text: drawn in the frame's first
 * render, at once after the click, and replaced by the editors a frame later.
 */
export function ActivityPreview({ state }: { state: ActivityDialogState }) {
  const t = useT();
  const { activity, dateText, timeText } = state;
  const when = [dateText, timeText].filter(Boolean).join(' ');
  return (
    <dl className={styles.preview} data-testid="activity-preview">
      <div className={styles.wide}>
        <dt className={textStyles.muted}>{t('Title')}</dt>
        <dd>{activity.lessonTitle || t('Untitled activity')}</dd>
      </div>
      <div>
        <dt className={textStyles.muted}>{t('Date')}</dt>
        <dd>{when || t('Not scheduled')}</dd>
      </div>
      <div>
        <dt className={textStyles.muted}>{t('Length (hours)')}</dt>
        <dd>{activity.lessonLength}</dd>
      </div>
      {activity.description ? (
        <div className={styles.wide}>
          <dt className={textStyles.muted}>{t('Description')}</dt>
          <dd className={cx(textStyles.text, styles.previewText)}>{activity.description}</dd>
        </div>
      ) : null}
    </dl>
  );
}
