import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useT } from '@studydesk/shared/i18n';

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
        <Route path="/student/home" element={<Page title="My study plan" />} />
        <Route path="/student/profile" element={<Page title="Profile" />} />
        <Route path="/student/study-plans/:planId" element={<Page title="My study plan" />} />
      </Routes>
    </BrowserRouter>
  );
}
