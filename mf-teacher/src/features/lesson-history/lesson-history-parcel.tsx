import { createRemoteLifecycles } from '@studydesk/shared/federation';
import { LessonHistory, type LessonHistoryProps } from './lesson-history-page';

// mf-admin mounts this at /admin/lesson-history/{teacherId}/{date} with canMarkPaid.
export const { bootstrap, mount, unmount } = createRemoteLifecycles<LessonHistoryProps>(LessonHistory);
