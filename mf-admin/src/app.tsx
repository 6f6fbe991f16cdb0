import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LessonHistoryPage } from './features/lesson-history';
import { GroupsPage } from './features/groups';
import { AdminHomePage } from './features/home';
import { AdminsPage, StudentsPage, TeachersPage } from './features/people';
import { ProfilePage } from './features/profile';
import { SiteSettingsPage } from './features/site-settings';
import { StudyPlanPage } from './features/study-plans';

/** Everything under /admin (spec §2 admin routes). */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/home" element={<AdminHomePage />} />
        <Route path="/admin/students" element={<StudentsPage />} />
        <Route path="/admin/groups" element={<GroupsPage />} />
        <Route path="/admin/teachers" element={<TeachersPage />} />
        <Route path="/admin/admins" element={<AdminsPage />} />
        <Route path="/admin/sitesettings" element={<SiteSettingsPage />} />
        <Route path="/admin/profile" element={<ProfilePage />} />
        <Route path="/admin/study-plans/:planId" element={<StudyPlanPage />} />
        <Route path="/admin/lesson-history/:teacherId/:date" element={<LessonHistoryPage />} />
      </Routes>
    </BrowserRouter>
  );
}
