import { errorMessage } from '@studydesk/shared/api-client';
import { useT } from '@studydesk/shared/i18n';
import { Button, CancelThen, cx, Dialog, FormError, layoutStyles } from '@studydesk/shared/ui';
import { startInvalid } from '../model/activity-dialog-reducer';
import type { PlanManyApi } from '../model/use-plan-many';
import { ActivityForm } from './activity-form';
import styles from './activity-dialog.module.css';

/** The activity dialog's fields, to plan one activity in every selected study plan. */
export function PlanManyDialog({ planMany }: { planMany: PlanManyApi }) {
  const t = useT();
  const { state, dispatch, planIds } = planMany;
  const saving = state.ops.create.loading;
  return (
    <Dialog
      open={state.visible}
      onOpenChange={(open) => {
        if (!open) planMany.close();
      }}
      title={t('{count, plural, one {Plan an activity in # study plan} other {Plan an activity in # study plans}}', { count: planIds.length })}
      size="lg"
      closeOnOutsideClick={false}
      footer={
        <div className={cx(layoutStyles.cluster, styles.actions)}>
          <CancelThen onCancel={planMany.close}>
            <Button variant="primary" loading={saving} disabled={!state.activity.lessonTitle.trim() || startInvalid(state)} onClick={() => void planMany.save()}>
              {t('Plan an activity')}
            </Button>
          </CancelThen>
        </div>
      }
    >
      <div className={cx(layoutStyles.stack, styles.body)} data-testid="plan-many-dialog">
        <ActivityForm state={state} dispatch={dispatch} editable planning />
        <FormError message={state.ops.create.error ? errorMessage(state.ops.create.error) : null} />
      </div>
    </Dialog>
  );
}
