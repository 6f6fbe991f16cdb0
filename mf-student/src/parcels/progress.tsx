import { createRemoteLifecycles, type ProgressParcelProps } from '@studydesk/shared/federation';
import { useT } from '@studydesk/shared/i18n';
import { Card, EmptyState } from '@studydesk/shared/ui';
import { ProgressPanel } from '../features/progress';

function ProgressParcel({ planId }: ProgressParcelProps) {
  const t = useT();
  if (!Number.isInteger(planId) || planId <= 0) return <EmptyState title={t('This study plan does not exist')} />;
  return (
    <Card title={t('Progress')}>
      <ProgressPanel key={planId} planId={planId} />
    </Card>
  );
}

// mf_student/progress: a plan's questions, answers and graphs; the study-plan view mounts it for staff.
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles<ProgressParcelProps>(ProgressParcel);
