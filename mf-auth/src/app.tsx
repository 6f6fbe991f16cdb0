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
        <Route path="/login" element={<Page title="Sign in" />} />
        <Route path="/set/:token" element={<Page title="Set your password" />} />
        <Route path="/forgotten-password" element={<Page title="Forgotten password" />} />
        <Route path="/terms" element={<p>TODO</p>} />
      </Routes>
    </BrowserRouter>
  );
}
