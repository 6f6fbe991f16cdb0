import { createRemoteLifecycles } from '@studydesk/shared/federation';
import { useT } from '@studydesk/shared/i18n';

interface StudyPlanViewProps {
  planId?: string;
  readOnly?: boolean;
}

function StudyPlanView({ planId }: StudyPlanViewProps) {
  const t = useT();
  return (
    <section data-testid="study-plan-view">
      <h2>{t('Study plan {id}', { id: planId ?? '' })}</h2>
    </section>
  );
}

// A parcel mf-admin and mf-student mount for the study-plan view.
export const { bootstrap, mount, unmount } = createRemoteLifecycles<StudyPlanViewProps>(StudyPlanView);
