import { Route, Routes } from 'react-router-dom';
import { PATHS } from '@studydesk/shared/routes';
import { ForgottenPasswordPage } from './features/forgotten-password';
import { LoginPage } from './features/login';
import { ProfileForm } from './features/profile';
import { SetPasswordPage } from './features/set-password';
import { TermsPage } from './features/terms';

/** The shell mounts this remote only on these paths (spec §2); anything else renders nothing. */
export function AuthRoutes() {
  return (
    <Routes>
      <Route path={PATHS.login} element={<LoginPage />} />
      <Route path={PATHS.setPassword} element={<SetPasswordPage />} />
      <Route path={PATHS.forgottenPassword} element={<ForgottenPasswordPage />} />
      <Route path={PATHS.terms} element={<TermsPage />} />
      {/* Never active in the composed app (the shell has no /profile); lets the standalone
          dev build show the profile form that other remotes mount as a parcel. */}
      <Route path="/profile" element={<ProfileForm />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
