import { BrowserRouter } from 'react-router-dom';
import { AuthRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}
