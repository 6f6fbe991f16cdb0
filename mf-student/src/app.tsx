import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { ProfilePage } from '@studydesk/shared/federation';
import { PATHS } from '@studydesk/shared/routes';
import { StudentStudyPlan } from './features/study-plan';

/** /student/study-plans/{planId}: any plan the student belongs to (the server refuses others). */
function PlanRoute() {
  const { planId } = useParams();
  const id = Number(planId);
  return <StudentStudyPlan key={id} planId={id} />;
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {/* /student/home: the student's own plan, else their first */}
        <Route path={PATHS.student.home} element={<StudentStudyPlan planId={null} />} />
        <Route path={PATHS.student.profile} element={<ProfilePage />} />
        <Route path={PATHS.student.studyPlan} element={<PlanRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
