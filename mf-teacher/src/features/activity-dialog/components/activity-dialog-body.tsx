import { errorMessage, refusalOf } from '@studydesk/shared/api-client';
import { useT } from '@studydesk/shared/i18n';
import { useAuthState } from '@studydesk/shared/session';
import { Button, FormError } from '@studydesk/shared/ui';
import { changedElsewhere } from '../model/activity-dialog-reducer';
import { ACTIVITY_LIMITS } from '../model/activity-limits';
import type { DialogPermissions } from '../model/activity-permissions';
import type { ActivityDialogApi } from '../model/use-activity-dialog';
import { ActivityForm } from './activity-form';
import { AttendanceEditor } from './attendance-editor';
import { CommentsSection } from './comments-section';
import { LessonOutcome } from './lesson-outcome';

export interface ActivityDialogBodyProps {
  dialog: ActivityDialogApi;
  permissions: DialogPermissions;
}

/** The dialog's editors: the form, a refused save, attendance and comments (loaded apart, drawn after the frame). */
export function ActivityDialogBody({ dialog, permissions }: ActivityDialogBodyProps) {
  const t = useT();
  const { profile } = useAuthState();
  const { state, dispatch } = dialog;
  const { activity, ops } = state;
  const isNew = activity.id === null;
  const saveError = ops.create.error ?? ops.update.error;
  // a refusal that names a field of the form shows on that field, not again here
  const refusedField = refusalOf(saveError)?.field;
  const shownOnField = refusedField !== undefined && refusedField !== null && refusedField in ACTIVITY_LIMITS;

  return (
    <>
      <ActivityForm state={state} dispatch={dispatch} editable={permissions.change} />
      <LessonOutcome dialog={dialog} editable={permissions.change} />
      {saveError && !shownOnField ? (
        <FormError
          testId="activity-save-error"
          message={
            <>
              {changedElsewhere(state) ? t('This activity was changed by someone else since you opened it. Reload it to see their changes, then make yours again.') : errorMessage(saveError)}
              {changedElsewhere(state) ? (
                <>
                  {' '}
                  <Button variant="secondary" size="sm" onClick={() => void dialog.reload()} disabled={ops.update.loading}>
                    {t('Reload')}
                  </Button>
                </>
              ) : null}
            </>
          }
        />
      ) : null}
      {!isNew ? (
        <AttendanceEditor activity={activity} dispatch={dispatch} editable={permissions.attendance} saving={ops.attendance.loading} onSave={dialog.saveAttendance} />
      ) : null}
      {!isNew ? (
        <CommentsSection
          key={activity.id}
          activityId={activity.id ?? 0}
          planId={activity.studyPlanId ?? 0}
          comments={activity.comments}
          commentsSize={activity.commentsSize}
          hasMore={state.hasMoreComments}
          loadingMore={ops.comments.loading}
          adding={ops.addComment.loading}
          onLoadMore={dialog.loadMoreComments}
          onAdd={dialog.addComment}
          canAdd={profile?.profile !== 'guardian'}
        />
      ) : null}
    </>
  );
}
