import { Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ProfilePage } from '@studydesk/shared/federation';
import { RemoteRouter } from '@studydesk/shared/router';
import { PATHS } from '@studydesk/shared/routes';
import { LoadingState, lazyWhenIdle } from '@studydesk/shared/ui';
import { TeacherHome } from './features/dashboard';
import { StudyPlanPage } from './features/study-plan-view';

// The screens a teacher opens now and then are chunks of their own, fetched when opened:
// the home and study-plan screens do not wait for them. A chunk a redeploy has pruned
// shows "could not be loaded" in place, and the shell offers the reload
// (docs/architecture.md#version-skew).
const { Component: LessonHistory } = lazyWhenIdle(
  () => import(/* webpackChunkName: "lesson-history" */ './features/lesson-history'),
  (module) => module.LessonHistory,
);
const { Component: MyPay } = lazyWhenIdle(() => import(/* webpackChunkName: "my-pay" */ './features/my-pay'), (module) => module.MyPay);

/** A screen fetched when opened: the area's spinner until its code is in. */
const onDemand = (screen: ReactNode) => <Suspense fallback={<LoadingState />}>{screen}</Suspense>;

function LessonHistoryRoute() {
  const { teacherId, date } = useParams();
  return onDemand(<LessonHistory teacherId={teacherId} date={date} />);
}

export function App() {
  return (
    <RemoteRouter
      routes={[
        [PATHS.teacher.home, <TeacherHome />],
        [
          PATHS.teacher.profile,
          <ProfilePage>{onDemand(<MyPay />)}</ProfilePage>,
        ],
        [PATHS.teacher.studyPlan, <StudyPlanPage />],
        [PATHS.teacher.lessonHistory, <LessonHistoryRoute />],
      ]}
    />
  );
}
