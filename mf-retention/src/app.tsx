import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useT } from '@studydesk/shared/i18n';

function RetentionPage() {
  const t = useT();
  return (
    <section style={{ padding: 'var(--sd-space-6)' }}>
      <h1>{t('Retention')}</h1>
    </section>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/study-plans/:planId/retention" element={<RetentionPage />} />
        <Route path="/teacher/study-plans/:planId/retention" element={<RetentionPage />} />
      </Routes>
    </BrowserRouter>
  );
}
