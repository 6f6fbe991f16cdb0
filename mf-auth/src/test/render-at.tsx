import './dom-polyfills';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthRoutes, loadAllRoutes } from '../routes';

export { httpError, networkError } from './http-errors';

/**
 * Renders this remote's routes at a path, as the shell would mount them there, once the
 * screen's code (loaded on demand in the browser) is in.
 */
export async function renderAt(path: string): Promise<RenderResult> {
  await loadAllRoutes();
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <AuthRoutes />
      </MemoryRouter>,
    );
  });
  return result as RenderResult;
}

/** A promise the test settles by hand, to look at the page while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
