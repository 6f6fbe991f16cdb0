import { lazy, Suspense } from 'react';
import { usePathname } from '@studydesk/shared/federation';
import { PATHS } from '@studydesk/shared/routes';
import { LoginPage } from './features/login';

// /login is the first screen of most visits and has no route parameters or nested
// routes, so it is shown without the router: react-router (about 14 KB gzip) loads with
// the other screens, the first time one of them shows.
const RoutedApp = lazy(() => import('./routed-app').then((module) => ({ default: module.RoutedApp })));

export function App() {
  const pathname = usePathname();
  if (pathname === PATHS.login) return <LoginPage />;
  return (
    <Suspense fallback={null}>
      <RoutedApp />
    </Suspense>
  );
}
