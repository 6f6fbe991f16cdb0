import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';

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
        <Route path={PATHS.admin.retention} element={<RetentionPage />} />
        <Route path={PATHS.teacher.retention} element={<RetentionPage />} />
      </Routes>
    </BrowserRouter>
  );
}
