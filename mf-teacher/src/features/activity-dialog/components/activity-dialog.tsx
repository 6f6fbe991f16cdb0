import { errorMessage, refusalOf } from '@studydesk/shared/api-client';
import { useT } from '@studydesk/shared/i18n';
import { Button, cx, Dialog, layoutStyles } from '@studydesk/shared/ui';
import { changedElsewhere } from '../model/activity-dialog-reducer';
import { ACTIVITY_LIMITS } from '../model/activity-limits';
import { dialogPermissions } from '../model/activity-permissions';
import type { ActivityDialogApi } from '../model/use-activity-dialog';
import { ActivityForm } from './activity-form';
import { AttendanceEditor } from './attendance-editor';
import { CommentsSection } from './comments-section';
import { DialogActions } from './dialog-actions';
import styles from './activity-dialog.module.css';

export interface ActivityDialogProps {
  dialog: ActivityDialogApi;
  /** the viewer may change the plan's activities (teachers of the plan, admins) */
  canEdit: boolean;
}

/** docs/product-rules.md#r-dialog-1 activity dialog: edit, complete, copy, delete, comment. */
export function ActivityDialog({ dialog, canEdit }: ActivityDialogProps) {
  const t = useT();
  const { state, dispatch } = dialog;
  const { activity, ops } = state;
  const isNew = activity.id === null;
  // milestones are not editable; a locked lesson (paid, or another teacher's) neither
  const permissions = dialogPermissions({ canEdit, type: activity.type, lock: activity.lockedBecause });
  const editable = permissions.change;
  const saveError = ops.create.error ?? ops.update.error;
  // a refusal that names a field of the form shows on that field, not again here
  const refusedField = refusalOf(saveError)?.field;
  const shownOnField = refusedField !== undefined && refusedField !== null && refusedField in ACTIVITY_LIMITS;
  const title = isNew ? t('New activity') : editable ? t('Edit activity') : activity.lessonTitle || t('Activity');

  return (
    <Dialog
      open={state.visible}
      onOpenChange={(open) => {
        if (!open) dialog.close();
      }}
      title={title}
      size="lg"
      closeOnOutsideClick={!editable}
      footer={<DialogActions dialog={dialog} permissions={permissions} />}
    >
      <div className={cx(layoutStyles.stack, styles.body)} data-testid="activity-dialog">
        <ActivityForm state={state} dispatch={dispatch} editable={editable} />
        {saveError && !shownOnField ? (
          <p role="alert" className={styles.error} data-testid="activity-save-error">
            {changedElsewhere(state) ? t('This activity was changed by someone else since you opened it. Reload it to see their changes, then make yours again.') : errorMessage(saveError)}
            {changedElsewhere(state) ? (
              <>
                {' '}
                <Button variant="secondary" size="sm" onClick={() => void dialog.reload()} disabled={ops.update.loading}>
                  {t('Reload')}
                </Button>
              </>
            ) : null}
          </p>
        ) : null}
        {!isNew ? (
          <AttendanceEditor activity={activity} dispatch={dispatch} editable={permissions.attendance} saving={ops.attendance.loading} onSave={dialog.saveAttendance} />
        ) : null}
        {!isNew ? (
          <CommentsSection
            key={activity.id}
            comments={activity.comments}
            commentsSize={activity.commentsSize}
            hasMore={state.hasMoreComments}
            loadingMore={ops.comments.loading}
            adding={ops.addComment.loading}
            onLoadMore={dialog.loadMoreComments}
            onAdd={dialog.addComment}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
