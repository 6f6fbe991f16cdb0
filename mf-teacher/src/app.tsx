import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { ProfilePage } from '@studydesk/shared/federation';
import { PATHS } from '@studydesk/shared/routes';
import { LessonHistory } from './features/lesson-history';
import { TeacherHome } from './features/dashboard';
import { StudyPlanPage } from './features/study-plan-view';

function LessonHistoryRoute() {
  const { teacherId, date } = useParams();
  return <LessonHistory teacherId={teacherId} date={date} />;
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={PATHS.teacher.home} element={<TeacherHome />} />
        <Route path={PATHS.teacher.profile} element={<ProfilePage />} />
        <Route path={PATHS.teacher.studyPlan} element={<StudyPlanPage />} />
        <Route path={PATHS.teacher.lessonHistory} element={<LessonHistoryRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
