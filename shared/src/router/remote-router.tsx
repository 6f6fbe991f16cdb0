import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

/** One screen of a routed remote: its pattern (from PATHS, docs/product-rules.md#r-route-3) and what it shows there. */
export type RemoteRoute = readonly [pattern: string, element: ReactNode];

export interface RemoteRouterProps {
  routes: readonly RemoteRoute[];
}

/** A routed remote's screens under the browser's address; a path not listed shows nothing. */
export function RemoteRouter({ routes }: RemoteRouterProps) {
  return (
    <BrowserRouter>
      <Routes>
        {routes.map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={element} />
        ))}
      </Routes>
    </BrowserRouter>
  );
}
