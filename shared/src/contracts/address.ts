import type { Endpoint } from './endpoints';

/**
 * An endpoint as `call` uses it (method and path), without its schemas, typed as the
 * declared endpoint: the method and path must be the declared ones (a different string
 * is a type error), and the call's input and answer are typed from the declaration. The
 * browser's endpoints (`plain.ts`, `early.ts`) are made of these.
 */
export function addressOf<E extends Endpoint>(method: E['method'], path: E['path']): E {
  return Object.freeze({ method, path, params: undefined, query: undefined, body: undefined, response: undefined }) as unknown as E;
}
