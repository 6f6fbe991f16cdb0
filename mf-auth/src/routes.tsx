import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PATHS } from '@studydesk/shared/routes';
import { LoginPage } from './features/login';

// /login is the first screen most visits show, so it is built into the remote's entry;
// the other screens load when visited. They bring the contracts (and so the schema
// library) and, for the profile, the picture field: none of it is on the sign-in path.
const loaders = {
  setPassword: () => import('./features/set-password').then((module) => ({ default: module.SetPasswordPage })),
  forgottenPassword: () => import('./features/forgotten-password').then((module) => ({ default: module.ForgottenPasswordPage })),
  terms: () => import('./features/terms').then((module) => ({ default: module.TermsPage })),
  profile: () => import('./features/profile').then((module) => ({ default: module.ProfileForm })),
  mailOptOut: () => import('./features/mail-preferences').then((module) => ({ default: module.OptOutPage })),
  setup: () => import('./features/setup').then((module) => ({ default: module.SetupPage })),
};
const SetPasswordPage = lazy(loaders.setPassword);
const ForgottenPasswordPage = lazy(loaders.forgottenPassword);
const TermsPage = lazy(loaders.terms);
const ProfileForm = lazy(loaders.profile);
const OptOutPage = lazy(loaders.mailOptOut);
const SetupPage = lazy(loaders.setup);

/** Loads every screen's code now (tests render the routes without waiting for a chunk). */
export async function loadAllRoutes(): Promise<void> {
  await Promise.all(Object.values(loaders).map((load) => load()));
}

/** The shell mounts this remote only on these paths (docs/product-rules.md#r-route-3); anything else renders nothing. */
export function AuthRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path={PATHS.login} element={<LoginPage />} />
        <Route path={PATHS.setPassword} element={<SetPasswordPage />} />
        <Route path={PATHS.forgottenPassword} element={<ForgottenPasswordPage />} />
        <Route path={PATHS.terms} element={<TermsPage />} />
        <Route path={PATHS.mailOptOut} element={<OptOutPage />} />
        <Route path={PATHS.setup} element={<SetupPage />} />
        {/* Never active in the composed app (the shell has no /profile); lets the standalone
            dev build show the profile form that other remotes mount as a parcel. */}
        <Route path="/profile" element={<ProfileForm />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
