import './dom-polyfills';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthRoutes } from '../routes';

export { httpError, networkError } from './http-errors';

/** Renders this remote's routes at a path, as the shell would mount them there. */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthRoutes />
    </MemoryRouter>,
  );
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
