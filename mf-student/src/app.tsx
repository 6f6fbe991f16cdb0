import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';
import { useAuthState } from '@studydesk/shared/session';
import { StudentStudyPlan } from './features/study-plan';

function Page({ title }: { title: string }) {
  const t = useT();
  return (
    <section style={{ padding: 'var(--sd-space-6)' }}>
      <h1>{t(title)}</h1>
    </section>
  );
}

/** /student/home: the signed-in student's own plan (their `studyplan`). */
function HomeRoute() {
  const { profile } = useAuthState();
  return <StudentStudyPlan planId={profile?.studyplan ?? null} />;
}

/** /student/study-plans/{planId}: any plan the student belongs to (the server refuses others). */
function PlanRoute() {
  const { planId } = useParams();
  const id = Number(planId);
  return <StudentStudyPlan key={id} planId={Number.isInteger(id) && id > 0 ? id : null} />;
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={PATHS.student.home} element={<HomeRoute />} />
        <Route path={PATHS.student.profile} element={<Page title="Profile" />} />
        <Route path={PATHS.student.studyPlan} element={<PlanRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
