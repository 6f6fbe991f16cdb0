import { Route, Routes } from 'react-router-dom';
import { ForgottenPasswordPage } from './features/forgotten-password/components/forgotten-password-page';
import { LoginPage } from './features/login/components/login-page';
import { SetPasswordPage } from './features/set-password/components/set-password-page';
import { TermsPage } from './features/terms/terms-page';

/** The shell mounts this remote only on these paths (spec §2); anything else renders nothing. */
export function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/set/:token" element={<SetPasswordPage />} />
      <Route path="/forgotten-password" element={<ForgottenPasswordPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
