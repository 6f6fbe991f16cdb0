import { addressOf } from './address';
import type { endpoints } from './endpoints';

/**
 * The few endpoints a signed-out page calls (`@studydesk/shared/contracts/early`,
 * docs/conventions.md#endpoints): the sign-in, the session's user, the dictionary and the
 * school's public name (the tab's title). The contracts with their schemas cost about 20 KB
 * of compressed script, which a first visit to /login would otherwise load before its form
 * works; every other call takes its endpoint from `endpoints`, where these are declared too.
 */
export const earlyEndpoints = {
  login: addressOf<typeof endpoints.auth.login>('POST', '/v1/auth/login'),
  logout: addressOf<typeof endpoints.auth.logout>('GET', '/v1/auth/logout'),
  user: addressOf<typeof endpoints.people.user>('GET', '/v1/user/data/:id'),
  dictionaryOf: addressOf<typeof endpoints.dictionary.dictionaryOf>('GET', '/v1/dictionary/dictionarydata/:language'),
  school: addressOf<typeof endpoints.setup.school>('GET', '/v1/setup/school'),
};
