import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PATHS } from '@studydesk/shared/routes';
import { RetentionPage } from './features/retention';

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
