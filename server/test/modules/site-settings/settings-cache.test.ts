import type { FastifyInstance } from 'fastify';
import { siteTimeZone } from '../../../src/modules/site-settings';
import { buildTestApp, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

describe('the site settings held in memory', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  beforeEach(async () => {
    app = await buildTestApp({ cacheSettings: true });
    admin = await cookieOf(app, await insertUser(app.db, { profile: 'admin' }));
  });
  afterEach(() => app.close());

  const read = async () => (await app.inject({ method: 'GET', url: '/v1/sitesettings/timezone', headers: admin })).json();
  const save = (timeZone: string) => app.inject({ method: 'POST', url: '/v1/sitesettings/timezone', headers: admin, payload: { timeZone, retentionManagerEmail: '' } });

  it('serves a saved change at once, to the settings call and to every date the server cuts', async () => {
    expect((await read()).timeZone).toBe('UTC');
    expect(await siteTimeZone(app.db)).toBe('UTC');
    expect((await save('Europe/Madrid')).statusCode).toBe(200);
    expect((await read()).timeZone).toBe('Europe/Madrid');
    expect(await siteTimeZone(app.db)).toBe('Europe/Madrid');
  });
});
