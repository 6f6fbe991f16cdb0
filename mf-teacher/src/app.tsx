import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';
import { LessonHistory } from './features/lesson-history';
import { TeacherHome } from './features/dashboard';
import { StudyPlanPage } from './features/study-plan-view';

function LessonHistoryRoute() {
  const { teacherId, date } = useParams();
  return <LessonHistory teacherId={teacherId} date={date} />;
}

function Page({ title }: { title: string }) {
  const t = useT();
  return (
    <section style={{ padding: 'var(--sd-space-6)' }}>
      <h1>{t(title)}</h1>
    </section>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={PATHS.teacher.home} element={<TeacherHome />} />
        <Route path={PATHS.teacher.profile} element={<Page title="Profile" />} />
        <Route path={PATHS.teacher.studyPlan} element={<StudyPlanPage />} />
        <Route path={PATHS.teacher.lessonHistory} element={<LessonHistoryRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
