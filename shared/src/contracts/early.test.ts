import { endpoints } from '@studydesk/shared/contracts';
import { earlyEndpoints } from '@studydesk/shared/contracts/early';

const declared = {
  login: endpoints.auth.login,
  logout: endpoints.auth.logout,
  user: endpoints.people.user,
  dictionaryOf: endpoints.dictionary.dictionaryOf,
  school: endpoints.setup.school,
};

describe('the signed-out pages’ endpoints without their schemas', () => {
  it.each(Object.keys(declared) as (keyof typeof declared)[])('%s has the declared method and path', (name) => {
    expect({ method: earlyEndpoints[name].method, path: earlyEndpoints[name].path }).toEqual({ method: declared[name].method, path: declared[name].path });
  });

  it('names only endpoints it is checked against here', () => {
    expect(Object.keys(earlyEndpoints).sort()).toEqual(Object.keys(declared).sort());
  });

  it('carries no schema (the point of it)', () => {
    for (const endpoint of Object.values(earlyEndpoints)) expect([endpoint.params, endpoint.query, endpoint.body, endpoint.response]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
