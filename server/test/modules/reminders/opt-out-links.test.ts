import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { optOutToken } from '../../../src/modules/reminders/rules';
import { mailLinkKey } from '../../../src/modules/reminders/queries/preferences';
import { buildTestApp, insertUser } from '../../helpers/app';
import { ORIGIN } from '../../helpers/session';

jest.setTimeout(30_000);

/** The least of a built shell: its page. */
function builtShell(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-opt-out-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>StudyDesk</title></head><body><div id="root"></div></body></html>');
  return root;
}

// Issue 47 items 8 and 17: a bad opt-out link's page answered 200 while its API said 404,
// over-long links answered 401/403/414, and the page spoke English to a Spanish recipient.
describe('opt-out links: one 404 for every bad link, page and API; the owner\'s language', () => {
  let app: FastifyInstance;
  let root: string;
  let token: string;

  beforeAll(async () => {
    root = builtShell();
    app = await buildTestApp({ staticRoot: root });
    const sofia = await insertUser(app.db, { profile: 'student', first_name: 'Sofía', language: 'es' });
    token = optOutToken(await mailLinkKey(app.db), sofia.id, 'lesson-reminder');
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const forged = () => token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  const badTokens = () => [
    forged(),
    'short',
    'not!a*token.at-all',
    '9'.repeat(101),
    `${token}${'x'.repeat(150)}`,
    'a'.repeat(5000),
  ];

  test('the API answers a bad link 404 with a message, whatever its length or form', async () => {
    for (const bad of badTokens()) {
      const shown = await app.inject({ method: 'GET', url: `/v1/mail-preferences/opt-out/${bad}` });
      expect([bad.slice(0, 20), shown.statusCode]).toEqual([bad.slice(0, 20), 404]);
      expect(shown.json()).toEqual({ message: expect.any(String) });
      const turned = await app.inject({ method: 'POST', url: `/v1/mail-preferences/opt-out/${bad}`, headers: { origin: ORIGIN }, payload: { on: false } });
      expect([bad.slice(0, 20), turned.statusCode]).toEqual([bad.slice(0, 20), 404]);
    }
  });

  test('the page of a bad link answers 404 too (still the page, which says the link is not valid)', async () => {
    for (const bad of badTokens()) {
      const page = await app.inject({ method: 'GET', url: `/mail-preferences/${bad}` });
      expect([bad.slice(0, 20), page.statusCode]).toEqual([bad.slice(0, 20), 404]);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    }
    const good = await app.inject({ method: 'GET', url: `/mail-preferences/${token}` });
    expect(good.statusCode).toBe(200);
  });

  test('the link tells the page its owner\'s language, for a recipient who is signed out', async () => {
    const shown = await app.inject({ method: 'GET', url: `/v1/mail-preferences/opt-out/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ kind: 'lesson-reminder', on: true, language: 'es' });
  });
});
