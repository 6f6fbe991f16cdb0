import { BrowserRouter } from 'react-router-dom';
import { AuthRoutes } from './routes';

/** Every screen of this remote under the router. */
export function RoutedApp() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}
