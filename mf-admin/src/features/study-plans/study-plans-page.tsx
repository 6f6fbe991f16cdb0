import { useParams } from 'react-router-dom';
import { RemoteParcel } from '@studydesk/shared/federation';

/**
 * /admin/study-plans/{planId}: mf-teacher's study-plan view, editable. The query's title
 * and studentId (spec §2) stay in the URL for the view to read.
 */
export function StudyPlanPage() {
  const { planId } = useParams();
  return <RemoteParcel id="mf_teacher/study-plan-view" parcelProps={{ planId, readOnly: false }} />;
}
