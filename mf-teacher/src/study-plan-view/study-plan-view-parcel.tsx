import { createRemoteLifecycles } from '@studydesk/shared/federation';
import { useT } from '@studydesk/shared/i18n';
import { EmptyState } from '@studydesk/shared/ui';
import { StudyPlanView } from '../features/study-plan-view';

/** What mf-admin (/admin/study-plans/{planId}) and mf-student (read-only) pass. */
export interface StudyPlanViewParcelProps {
  planId: string;
  readOnly?: boolean;
  /** the student the admin came from (a first-name cell); kept for links back */
  studentId?: string;
  /** shown while the plan loads */
  title?: string;
}

function StudyPlanViewParcel({ planId, readOnly, title }: StudyPlanViewParcelProps) {
  const t = useT();
  const id = Number(planId);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title={t('This study plan does not exist')} />;
  return <StudyPlanView key={id} planId={id} readOnly={readOnly} fallbackTitle={title} headingLevel={2} />;
}

// A parcel mf-admin and mf-student mount for the study-plan view.
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles<StudyPlanViewParcelProps>(StudyPlanViewParcel);
