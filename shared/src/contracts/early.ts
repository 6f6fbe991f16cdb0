import type { Endpoint, endpoints } from './endpoints';

/**
 * An endpoint as `call` uses it (method and path), without its schemas, typed as the
 * declared endpoint: the method and path must be the declared ones (a different string
 * is a type error), and the call's input and answer are typed from the declaration.
 */
function addressOf<E extends Endpoint>(method: E['method'], path: E['path']): E {
  return Object.freeze({ method, path, params: undefined, query: undefined, body: undefined, response: undefined }) as unknown as E;
}

/**
 * The few endpoints a signed-out page calls (`@studydesk/shared/contracts/early`,
 * docs/conventions.md#endpoints): the sign-in, the session's user and the dictionary. The
 * contracts with their schemas cost about 20 KB of compressed script, which a first visit
 * to /login would otherwise load before its form works; every other call takes its
 * endpoint from `endpoints`, where these are declared too.
 */
export const earlyEndpoints = {
  login: addressOf<typeof endpoints.auth.login>('POST', '/v1/auth/login'),
  logout: addressOf<typeof endpoints.auth.logout>('GET', '/v1/auth/logout'),
  user: addressOf<typeof endpoints.people.user>('GET', '/v1/user/data/:id'),
  dictionaryOf: addressOf<typeof endpoints.dictionary.dictionaryOf>('GET', '/v1/dictionary/dictionarydata/:language'),
};
