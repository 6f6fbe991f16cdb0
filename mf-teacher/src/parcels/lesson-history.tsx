import { createRemoteLifecycles, type LessonHistoryParcelProps } from '@studydesk/shared/federation';
import { LessonHistory } from '../features/lesson-history';

// mf_teacher/lesson-history: mf-admin mounts it at /admin/lesson-history/{teacherId}/{date} with canMarkPaid.
export const { bootstrap, mount, unmount } = createRemoteLifecycles<LessonHistoryParcelProps>(LessonHistory);
