import { useParams } from 'react-router-dom';
import { ProfilePage } from '@studydesk/shared/federation';
import { RemoteRouter } from '@studydesk/shared/router';
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
    <RemoteRouter
      routes={[
        // /student/home: the student's own plan, else their first
        [PATHS.student.home, <StudentStudyPlan planId={null} />],
        [PATHS.student.profile, <ProfilePage />],
        [PATHS.student.studyPlan, <PlanRoute />],
      ]}
    />
  );
}
