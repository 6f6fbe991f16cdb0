import { useParams } from 'react-router-dom';
import { ProfilePage } from '@studydesk/shared/federation';
import { RemoteRouter } from '@studydesk/shared/router';
import { PATHS } from '@studydesk/shared/routes';
import { GuardianHomePage } from './features/guardian-home';
import { StudentStudyPlan } from './features/study-plan';

/** /student/study-plans/{planId}: any plan the student belongs to (the server refuses others). */
function PlanRoute() {
  const { planId } = useParams();
  const id = Number(planId);
  return <StudentStudyPlan key={id} planId={id} />;
}

/**
 * /guardian/students/{studentId}[/study-plans/{planId}]: the student's own page, read-only
 * for their guardian (docs/product-rules.md#r-guard-2; the server refuses other students).
 */
function GuardianStudentRoute() {
  const { studentId, planId } = useParams();
  const student = Number(studentId);
  const plan = planId === undefined ? null : Number(planId);
  return <StudentStudyPlan key={`${student}:${plan}`} studentId={student} planId={plan} />;
}

export function App() {
  return (
    <RemoteRouter
      routes={[
        // /student/home: the student's own plan, else their first
        [PATHS.student.home, <StudentStudyPlan planId={null} />],
        [PATHS.student.profile, <ProfilePage />],
        [PATHS.student.studyPlan, <PlanRoute />],
        [PATHS.guardian.home, <GuardianHomePage />],
        [PATHS.guardian.profile, <ProfilePage />],
        [PATHS.guardian.student, <GuardianStudentRoute />],
        [PATHS.guardian.studyPlan, <GuardianStudentRoute />],
      ]}
    />
  );
}
