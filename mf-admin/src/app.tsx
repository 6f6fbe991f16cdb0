import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ProfilePage } from '@studydesk/shared/federation';
import { PATHS } from '@studydesk/shared/routes';
import { LessonHistoryPage } from './features/lesson-history';
import { GroupsPage } from './features/groups';
import { AdminHomePage } from './features/home';
import { AdminsPage, StudentsPage, TeachersPage } from './features/people';
import { SiteSettingsPage } from './features/site-settings';
import { StudyPlanPage } from './features/study-plans';
import { TeacherCalendarPage } from './features/teacher-calendar';
import { TranslationsPage } from './features/translations';

/** Everything under /admin (spec §2 admin routes). */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={PATHS.admin.home} element={<AdminHomePage />} />
        <Route path={PATHS.admin.students} element={<StudentsPage />} />
        <Route path={PATHS.admin.groups} element={<GroupsPage />} />
        <Route path={PATHS.admin.teachers} element={<TeachersPage />} />
        <Route path={PATHS.admin.admins} element={<AdminsPage />} />
        <Route path={PATHS.admin.siteSettings} element={<SiteSettingsPage />} />
        <Route path={PATHS.admin.translations} element={<TranslationsPage />} />
        <Route path={PATHS.admin.profile} element={<ProfilePage />} />
        <Route path={PATHS.admin.studyPlan} element={<StudyPlanPage />} />
        <Route path={PATHS.admin.lessonHistory} element={<LessonHistoryPage />} />
        <Route path={PATHS.admin.teacherCalendar} element={<TeacherCalendarPage />} />
      </Routes>
    </BrowserRouter>
  );
}
