import { useParams } from 'react-router-dom';
import { RemoteParcel } from '@studydesk/shared/federation';

/**
 * /admin/study-plans/{planId}: mf-teacher's study-plan view, editable. The query's title
 * and studentId (docs/product-rules.md#r-route-3) stay in the URL for the view to read.
 */
export function StudyPlanPage() {
  const { planId } = useParams();
  // A malformed {planId} (NaN) gets the view's "does not exist" message. The plan's title
  // is this page's heading.
  return <RemoteParcel id="mf_teacher/study-plan-view" parcelProps={{ planId: Number(planId), readOnly: false, headingLevel: 1 }} />;
}
