import { useParams } from 'react-router-dom';
import { ProfilePage } from '@studydesk/shared/federation';
import { RemoteRouter } from '@studydesk/shared/router';
import { PATHS } from '@studydesk/shared/routes';
import { LessonHistory } from './features/lesson-history';
import { MyPay } from './features/my-pay';
import { TeacherHome } from './features/dashboard';
import { StudyPlanPage } from './features/study-plan-view';

function LessonHistoryRoute() {
  const { teacherId, date } = useParams();
  return <LessonHistory teacherId={teacherId} date={date} />;
}

export function App() {
  return (
    <RemoteRouter
      routes={[
        [PATHS.teacher.home, <TeacherHome />],
        [
          PATHS.teacher.profile,
          <ProfilePage>
            <MyPay />
          </ProfilePage>,
        ],
        [PATHS.teacher.studyPlan, <StudyPlanPage />],
        [PATHS.teacher.lessonHistory, <LessonHistoryRoute />],
      ]}
    />
  );
}
