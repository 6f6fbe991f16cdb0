import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useT } from '@studydesk/shared/i18n';
import { LessonHistoryPage } from './features/lesson-history';

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
        <Route path="/admin/home" element={<Page title="Home" />} />
        <Route path="/admin/students" element={<Page title="Students" />} />
        <Route path="/admin/groups" element={<Page title="Groups" />} />
        <Route path="/admin/teachers" element={<Page title="Teachers" />} />
        <Route path="/admin/admins" element={<Page title="Admins" />} />
        <Route path="/admin/sitesettings" element={<Page title="Site settings" />} />
        <Route path="/admin/profile" element={<Page title="Profile" />} />
        <Route path="/admin/study-plans/:planId" element={<Page title="Study plan" />} />
        <Route path="/admin/lesson-history/:teacherId/:date" element={<LessonHistoryPage />} />
      </Routes>
    </BrowserRouter>
  );
}
