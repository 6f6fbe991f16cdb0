import { createRemoteLifecycles, type StudyPlanViewParcelProps } from '@studydesk/shared/federation';
import { useT } from '@studydesk/shared/i18n';
import { EmptyState } from '@studydesk/shared/ui';
import { StudyPlanView } from '../features/study-plan-view';

function StudyPlanViewParcel({ planId, readOnly, title, headingLevel = 2, lessonsOnly }: StudyPlanViewParcelProps) {
  const t = useT();
  if (!Number.isInteger(planId) || planId <= 0) return <EmptyState title={t('This study plan does not exist')} />;
  return <StudyPlanView key={planId} planId={planId} readOnly={readOnly} fallbackTitle={title} headingLevel={headingLevel} lessonsOnly={lessonsOnly} />;
}

// mf_teacher/study-plan-view: the study-plan view mf-admin and mf-student (read-only) mount.
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles<StudyPlanViewParcelProps>(StudyPlanViewParcel);
