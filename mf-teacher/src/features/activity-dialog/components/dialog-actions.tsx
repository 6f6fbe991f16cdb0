import { useEffect, useState } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Button, cx, layoutStyles, textStyles } from '@studydesk/shared/ui';
import { startInvalid } from '../model/activity-dialog-reducer';
import { activityProblems } from '../model/activity-limits';
import { lockReason, type DialogPermissions } from '../model/activity-permissions';
import { useNow } from '../model/use-now';
import type { ActivityDialogApi } from '../model/use-activity-dialog';
import styles from './activity-dialog.module.css';
import { COMPLETE_BEFORE_START_MESSAGE, canCompleteAt } from '@studydesk/shared/contracts/plain';

export interface DialogActionsProps {
  dialog: ActivityDialogApi;
  permissions: DialogPermissions;
}

const NOT_STARTED_ID = 'activity-dialog-not-started';
const LOCKED_ID = 'activity-dialog-locked';

/** The dialog's footer: delete (asked twice), copy, complete/uncomplete, save. */
export function DialogActions({ dialog, permissions }: DialogActionsProps) {
  const t = useT();
  const { activity, ops } = dialog.state;
  const [confirming, setConfirming] = useState(false);
  const now = useNow();
  // another activity in the dialog starts unconfirmed
  useEffect(() => setConfirming(false), [activity.id]);
  const isNew = activity.id === null;
  const busy = Object.values(ops).some((op) => op.loading);

  if (permissions.showLockedActions) return <LockedActions dialog={dialog} />;
  if (!permissions.change) {
    return (
      <Button variant="secondary" onClick={dialog.close}>
        {t('Close')}
      </Button>
    );
  }
  if (confirming) {
    return (
      <div className={cx(layoutStyles.cluster, styles.actions)}>
        <span className={styles.confirm}>{t('Delete this activity and its comments?')}</span>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t('Keep')}
        </Button>
        <Button variant="danger" loading={ops.remove.loading} onClick={dialog.remove}>
          {t('Delete')}
        </Button>
      </div>
    );
  }
  return (
    <div className={cx(layoutStyles.cluster, styles.actions)}>
      {!isNew ? (
        <>
          <Button variant="ghost" className={styles.delete} disabled={busy} onClick={() => setConfirming(true)}>
            {t('Delete')}
          </Button>
          <Button variant="secondary" loading={ops.copy.loading} disabled={busy && !ops.copy.loading} onClick={dialog.copy}>
            {t('Copy')}
          </Button>
          {activity.isCompleted ? (
            <Button variant="secondary" loading={ops.uncomplete.loading} disabled={busy && !ops.uncomplete.loading} onClick={() => dialog.setCompleted(false)}>
              {t('Mark not completed')}
            </Button>
          ) : canCompleteAt(activity.startTime, now) ? (
            <Button variant="secondary" loading={ops.complete.loading} disabled={busy && !ops.complete.loading} onClick={() => dialog.setCompleted(true)}>
              {t('Complete')}
            </Button>
          ) : (
            <>
              <span id={NOT_STARTED_ID} className={textStyles.muted}>
                {t(COMPLETE_BEFORE_START_MESSAGE)}
              </span>
              <Button variant="secondary" disabled aria-describedby={NOT_STARTED_ID}>
                {t('Complete')}
              </Button>
            </>
          )}
        </>
      ) : (
        <Button variant="secondary" onClick={dialog.close}>
          {t('Cancel')}
        </Button>
      )}
      <Button
        variant="primary"
        loading={ops.create.loading || ops.update.loading}
        disabled={!activity.lessonTitle.trim() || startInvalid(dialog.state) || Object.keys(activityProblems(activity)).length > 0 || (busy && !ops.create.loading && !ops.update.loading)}
        onClick={dialog.save}
      >
        {isNew ? t('Create') : t('Save')}
      </Button>
    </div>
  );
}

/**
 * A lesson the server will not let this person change: its actions stay in place, disabled,
 * with the reason beside them; copying (a new open lesson) and closing stay available.
 */
function LockedActions({ dialog }: { dialog: ActivityDialogApi }) {
  const t = useT();
  const { activity, ops } = dialog.state;
  const reason = lockReason(activity.lockedBecause);
  return (
    <div className={cx(layoutStyles.cluster, styles.actions)}>
      {reason ? (
        <span id={LOCKED_ID} className={cx(textStyles.muted, styles.lockReason)} data-testid="activity-locked-reason">
          {t(reason)}
        </span>
      ) : null}
      <Button variant="ghost" className={styles.delete} disabled aria-describedby={LOCKED_ID}>
        {t('Delete')}
      </Button>
      <Button variant="secondary" loading={ops.copy.loading} onClick={dialog.copy}>
        {t('Copy')}
      </Button>
      <Button variant="secondary" disabled aria-describedby={LOCKED_ID}>
        {activity.isCompleted ? t('Mark not completed') : t('Complete')}
      </Button>
      <Button variant="secondary" onClick={dialog.close}>
        {t('Close')}
      </Button>
    </div>
  );
}
