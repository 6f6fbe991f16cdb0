import { useParams } from 'react-router-dom';
import { RemoteParcel } from '@studydesk/shared/federation';

/** /admin/lesson-history/{teacherId}/{date}: mf-teacher's lesson history, with paid checkboxes. */
export function LessonHistoryPage() {
  const { teacherId, date } = useParams();
  return <RemoteParcel id="mf_teacher/lesson-history" parcelProps={{ teacherId, date, canMarkPaid: true }} />;
}
