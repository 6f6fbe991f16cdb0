import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RetentionPage } from './features/retention';

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
