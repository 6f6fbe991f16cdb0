import type { FastifyInstance } from 'fastify';
import { saveSiteSettings } from '../../../src/modules/site-settings';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import {
  PASSWORD_MESSAGES,
  assertPasswordAllowed,
  loadCommonPasswords,
  passwordProblem,
  schoolWordsOf,
  type PasswordOwner,
} from '../../../src/modules/auth/password-policy';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@studydesk/shared/contracts';
import { buildTestApp, freshAppForEachTest, insertUser } from '../../helpers/app';
import { linkToken, newestMessage } from '../../helpers/outbox';
import { login, sessionFor } from '../../helpers/session';

jest.setTimeout(60000);

const ana: PasswordOwner = { first_name: 'Ana María', last_name: 'Castillo-Ruiz', email: 'amcastillo77@example.test' };

describe('password policy (pure)', () => {
  let common: ReadonlySet<string>;
  beforeAll(async () => {
    common = await loadCommonPasswords();
  });

  test('the shipped list is loaded once, as a set of tens of thousands of passwords', async () => {
    expect(common.size).toBeGreaterThan(40_000);
    expect(await loadCommonPasswords()).toBe(common);
  });

  test('common passwords are refused, whatever their case', () => {
    expect(common.has('password1')).toBe(true);
    expect(passwordProblem('password1', null, common)).toBe('tooCommon');
    expect(passwordProblem('Password123', null, common)).toBe('tooCommon');
    expect(passwordProblem('QWERTY123', null, common)).toBe('tooCommon');
    expect(passwordProblem('iloveyou', null, common)).toBe('tooCommon');
  });

  test('the app\'s name, also the demo password, in any case and with digits, symbols or spaces around it', () => {
    expect(common.has('studydesk1')).toBe(false);
    for (const password of ['studydesk', 'studydesk1', 'StudyDesk2026', 'STUDYDESK!!', '#studydesk#', '2026 Study Desk', 'studydesk_99']) {
      expect(passwordProblem(password, ana, common)).toBe('productName');
    }
    // more than the name is fine
    expect(passwordProblem('my studydesk garden', ana, common)).toBeNull();
  });

  test('one repeated character, only spaces and control characters are refused', () => {
    expect(passwordProblem('aaaaaaaa', null, common)).toBe('oneCharacter');
    expect(passwordProblem('ÉÉÉÉéééé', null, common)).toBe('oneCharacter');
    expect(passwordProblem('%%%%%%%%%%%%', null, common)).toBe('oneCharacter');
    expect(passwordProblem(' '.repeat(8), null, common)).toBe('onlySpaces');
    expect(passwordProblem('\u00a0'.repeat(9), null, common)).toBe('onlySpaces');
    expect(passwordProblem('\0'.repeat(10), null, common)).toBe('controlCharacters');
    expect(passwordProblem('violet kettle\nunder the stairs', null, common)).toBe('controlCharacters');
    expect(passwordProblem('violet\tkettle stairs', null, common)).toBe('controlCharacters');
  });

  test('the school\'s name, from the words of its public host name, is refused', () => {
    const school = schoolWordsOf('https://www.lingua-viva.example.org');
    expect(school).toEqual(expect.arrayContaining(['lingua', 'viva', 'example']));
    expect(passwordProblem('LinguaViva2026!', ana, common, school)).toBe('containsSchool');
    expect(passwordProblem('violet kettle under the stairs', ana, common, school)).toBeNull();
    expect(schoolWordsOf('http://localhost:8080')).toEqual([]);
    expect(schoolWordsOf('http://127.0.0.1:18101')).toEqual([]);
  });

  test('the length messages state the limits of the contracts', () => {
    expect(PASSWORD_MESSAGES.tooShort).toContain(String(PASSWORD_MIN_LENGTH));
    expect(PASSWORD_MESSAGES.tooLong).toContain(String(PASSWORD_MAX_LENGTH));
  });

  test('length 8 to 1024 characters (counted as characters, not UTF-16 units), no composition rules', () => {
    expect(passwordProblem('short', null, common)).toBe('tooShort');
    expect(passwordProblem('😀😀😀😀', null, common)).toBe('tooShort');
    expect(passwordProblem('x'.repeat(1025), null, common)).toBe('tooLong');
    expect(passwordProblem('zy'.repeat(512), null, common)).toBeNull();
    // all lower case, no digit, no symbol: fine
    expect(passwordProblem('correct horse battery staple', ana, common)).toBeNull();
  });

  test('the person’s own name is refused, in any case, accents kept', () => {
    expect(passwordProblem('castillo-ruiz', ana, common)).toBe('containsName');
    expect(passwordProblem('I am MARÍA forever', ana, common)).toBe('containsName');
    expect(passwordProblem('ruiz2024!ruiz', ana, common)).toBe('containsName');
    expect(passwordProblem('anaana123456', ana, common)).toBe('containsName');
  });

  test('the e-mail local part and its pieces are refused; parts under 3 characters are ignored', () => {
    expect(passwordProblem('my amcastillo77 pass', { ...ana, last_name: 'Li' }, common)).toBe('containsEmail');
    const bo = { first_name: 'Bo', last_name: 'Li', email: 'jk.tremblay@example.test' };
    // the domain's name too (not its top-level part)
    expect(passwordProblem('Example rocks 42', bo, common)).toBe('containsEmail');
    expect(passwordProblem('JK.Tremblay!!', bo, common)).toBe('containsEmail');
    expect(passwordProblem('tremblayyyy', bo, common)).toBe('containsEmail');
    // "bo", "li" and "jk" are too short to count: a passphrase that happens to hold them passes
    expect(passwordProblem('a bold limerick jkl', bo, common)).toBeNull();
  });

  test('a good passphrase passes; a refusal is a 400 that says why', async () => {
    await expect(assertPasswordAllowed('violet kettle under the stairs', ana)).resolves.toBeUndefined();
    await expect(assertPasswordAllowed('password1', ana)).rejects.toMatchObject({ statusCode: 400, message: PASSWORD_MESSAGES.tooCommon });
  });
});

describe('password policy at the set-password link', () => {
  let app: FastifyInstance;
  freshAppForEachTest((built) => (app = built));

  async function invite(partial: { first_name: string; last_name: string; email: string }) {
    const admin = await insertUser(app.db, { profile: 'admin' });
    const user = await insertUser(app.db, partial);
    const sent = await app.inject({ method: 'GET', url: `/v1/auth/verify/send/${user.id}`, headers: { cookie: await sessionFor(app, admin) } });
    expect(sent.statusCode).toBe(200);
    return linkToken(newestMessage(app));
  }
  const setPassword = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/v1/auth/verify/password', payload: { token, password } });

  test('a common password, the name or the e-mail are refused with the reason, and the link stays usable', async () => {
    const token = await invite({ first_name: 'Olga', last_name: 'Petrova', email: 'skater.olya@example.test' });
    const common = await setPassword(token, 'Password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ message: PASSWORD_MESSAGES.tooCommon });
    const name = await setPassword(token, 'olga is great');
    expect(name.statusCode).toBe(400);
    expect(name.json()).toEqual({ message: PASSWORD_MESSAGES.containsName });
    const email = await setPassword(token, 'xx-SKATER-xx-board');
    expect(email.json()).toEqual({ message: PASSWORD_MESSAGES.containsEmail });
    for (const [password, problem] of [
      ['studydesk', 'productName'], ['StudyDesk2026', 'productName'], ['aaaaaaaa', 'oneCharacter'],
      [' '.repeat(8), 'onlySpaces'], ['\0'.repeat(10), 'controlCharacters'],
    ] as const) {
      const refused = await setPassword(token, password);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: PASSWORD_MESSAGES[problem] });
    }
    expect((await setPassword(token, 'violet kettle under the stairs')).statusCode).toBe(200);
    expect((await login(app, 'skater.olya@example.test', 'violet kettle under the stairs')).statusCode).toBe(200);
  });

  test("a password built from the school's name is refused (docs/product-rules.md#r-setup-3)", async () => {
    await saveSiteSettings(app.db, { schoolName: 'Academia Sakura' });
    const token = await invite({ first_name: 'Olga', last_name: 'Petrova', email: 'skater.olya@example.test' });
    const refused = await setPassword(token, 'sakura blossoms 2026');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: PASSWORD_MESSAGES.containsSchool });
    expect((await setPassword(token, 'violet kettle under the stairs')).statusCode).toBe(200);
  });

  test('the policy applies when a password is set, not at sign-in: the demo password still signs in', async () => {
    const demo = await buildTestApp({ demo: true });
    try {
      const res = await login(demo, 'admin@example.com', DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
