import { RemoteRouter } from '@studydesk/shared/router';
import { PATHS } from '@studydesk/shared/routes';
import { RetentionPage } from './features/retention';
import { ReviewPage } from './features/review';

export function App() {
  return (
    <RemoteRouter
      routes={[
        [PATHS.admin.retention, <RetentionPage />],
        [PATHS.teacher.retention, <RetentionPage />],
        [PATHS.student.review, <ReviewPage />],
      ]}
    />
  );
}
