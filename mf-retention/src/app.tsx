import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PATHS } from '@studydesk/shared/routes';
import { RetentionPage } from './features/retention';
import { ReviewPage } from './features/review';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={PATHS.admin.retention} element={<RetentionPage />} />
        <Route path={PATHS.teacher.retention} element={<RetentionPage />} />
        <Route path={PATHS.student.review} element={<ReviewPage />} />
      </Routes>
    </BrowserRouter>
  );
}
