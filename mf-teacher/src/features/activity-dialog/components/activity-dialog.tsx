import { Suspense } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { cx, Dialog, layoutStyles, lazyWhenIdle } from '@studydesk/shared/ui';
import { dialogPermissions } from '../model/activity-permissions';
import { useAfterPaint } from '../model/use-after-paint';
import type { ActivityDialogApi } from '../model/use-activity-dialog';
import { ActivityPreview } from './activity-preview';
import { DialogActions } from './dialog-actions';
import styles from './activity-dialog.module.css';

const { Component: ActivityDialogBody, usePreload: usePreloadBody } = lazyWhenIdle(
  () => import(/* webpackChunkName: "activity-dialog-body" */ './activity-dialog-body'),
  (module) => module.ActivityDialogBody,
);

export interface ActivityDialogProps {
  dialog: ActivityDialogApi;
  /** the viewer may change the plan's activities (teachers of the plan, admins) */
  canEdit: boolean;
}

/**
 * docs/product-rules.md#r-dialog-1 activity dialog: edit, complete, copy, delete, comment.
 * It is on the screen within a frame of the click: the first render is the frame, its
 * buttons and what the dialog already knows of the activity as text; the editors (the
 * form, attendance, comments), whose code is fetched while the page is idle, follow once
 * that frame has painted.
 *
 * Where the click → first frame went (CDP trace at 4× CPU, load 10–17, before → after
 * issue 53): the click's own frame 4–78 ms; the opening task 5–34 ms → 4 ms (the tab's
 * sessionStorage was opened there to read a kept draft: now opened when idle); the render
 * and commit 80–117 ms → 60–90 ms, of which React rendering ~35 ms (the view behind drew
 * its header again: memoised now), Radix's mount with a style recalculation of 35 elements
 * ~10 ms, moving focus in with the layout it forces (58 of ~1,400 objects) ~16 ms,
 * aria-hidden and the scroll lock ~6 ms; then the frame's paint 20–40 ms.
 */
export function ActivityDialog({ dialog, canEdit }: ActivityDialogProps) {
  const t = useT();
  const { state } = dialog;
  const { activity } = state;
  const isNew = activity.id === null;
  // milestones are not editable; a locked lesson (paid, or another teacher's) neither
  const permissions = dialogPermissions({ canEdit, type: activity.type, lock: activity.lockedBecause });
  const editable = permissions.change;
  const title = isNew ? t('New activity') : editable ? t('Edit activity') : activity.lessonTitle || t('Activity');
  const editors = useAfterPaint(state.visible);
  // its editors' code is there before the first click
  usePreloadBody();
  const preview = <ActivityPreview state={state} />;

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
      <div className={cx(layoutStyles.stack, styles.body)} data-testid="activity-dialog" aria-busy={!editors}>
        {editors ? (
          <Suspense fallback={preview}>
            <ActivityDialogBody dialog={dialog} permissions={permissions} />
          </Suspense>
        ) : (
          preview
        )}
      </div>
    </Dialog>
  );
}
