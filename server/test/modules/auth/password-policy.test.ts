import type { FastifyInstance } from 'fastify';
import { saveSiteSettings } from '../../../src/modules/site-settings';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import {
  MIN_STRENGTH,
  PASSWORD_MESSAGES,
  assertPasswordAllowed,
  loadCommonPasswords,
  loadPasswordJudge,
  normalisedPassword,
  passwordProblem,
  schoolWordsOf,
  type PasswordJudge,
  type PasswordOwner,
} from '../../../src/modules/auth/password-policy';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@studydesk/shared/contracts';
import { buildTestApp, freshAppForEachTest, insertUser } from '../../helpers/app';
import { linkToken, newestMessage, runJobs } from '../../helpers/outbox';
import { login, sessionFor } from '../../helpers/session';

jest.setTimeout(60000);

const ana: PasswordOwner = { first_name: 'Ana María', last_name: 'Castillo-Ruiz', email: 'amcastillo77@example.test' };

describe('password policy (pure)', () => {
  let common: ReadonlySet<string>;
  let judge: PasswordJudge;
  beforeAll(async () => {
    common = await loadCommonPasswords();
    judge = await loadPasswordJudge();
  });

  test('the shipped list is loaded once, as a set of tens of thousands of passwords', async () => {
    expect(common.size).toBeGreaterThan(40_000);
    expect(await loadCommonPasswords()).toBe(common);
  });

  test('common passwords are refused, whatever their case', () => {
    expect(common.has('password1')).toBe(true);
    expect(passwordProblem('password1', null, judge)).toBe('tooCommon');
    expect(passwordProblem('Password123', null, judge)).toBe('tooCommon');
    expect(passwordProblem('QWERTY123', null, judge)).toBe('tooCommon');
    expect(passwordProblem('iloveyou', null, judge)).toBe('tooCommon');
  });

  test('the app\'s name, also the demo password, in any case and with digits, symbols or spaces around it', () => {
    expect(common.has('studydesk1')).toBe(false);
    for (const password of ['studydesk', 'studydesk1', 'StudyDesk2026', 'STUDYDESK!!', '#studydesk#', '2026 Study Desk', 'studydesk_99']) {
      expect(passwordProblem(password, ana, judge)).toBe('productName');
    }
    // more than the name is fine
    expect(passwordProblem('my studydesk garden', ana, judge)).toBeNull();
  });

  test('one repeated character, only spaces and control characters are refused', () => {
    expect(passwordProblem('aaaaaaaa', null, judge)).toBe('oneCharacter');
    expect(passwordProblem('ÉÉÉÉéééé', null, judge)).toBe('oneCharacter');
    expect(passwordProblem('%%%%%%%%%%%%', null, judge)).toBe('oneCharacter');
    expect(passwordProblem(' '.repeat(8), null, judge)).toBe('onlySpaces');
    expect(passwordProblem('\u00a0'.repeat(9), null, judge)).toBe('onlySpaces');
    expect(passwordProblem('\0'.repeat(10), null, judge)).toBe('controlCharacters');
    expect(passwordProblem('violet kettle\nunder the stairs', null, judge)).toBe('controlCharacters');
    expect(passwordProblem('violet\tkettle stairs', null, judge)).toBe('controlCharacters');
  });

  test('the school\'s name, from the words of its public host name, is refused', () => {
    const school = schoolWordsOf('https://www.lingua-viva.example.org');
    expect(school).toEqual(expect.arrayContaining(['lingua', 'viva', 'example']));
    expect(passwordProblem('LinguaViva2026!', ana, judge, school)).toBe('containsSchool');
    expect(passwordProblem('violet kettle under the stairs', ana, judge, school)).toBeNull();
    expect(schoolWordsOf('http://localhost:8080')).toEqual([]);
    expect(schoolWordsOf('http://127.0.0.1:18101')).toEqual([]);
  });

  test('the length messages state the limits of the contracts', () => {
    expect(PASSWORD_MESSAGES.tooShort).toContain(String(PASSWORD_MIN_LENGTH));
    expect(PASSWORD_MESSAGES.tooLong).toContain(String(PASSWORD_MAX_LENGTH));
  });

  test('length 8 to 1024 characters (counted as characters, not UTF-16 units), no composition rules', () => {
    expect(passwordProblem('short', null, judge)).toBe('tooShort');
    expect(passwordProblem('😀😀😀😀', null, judge)).toBe('tooShort');
    expect(passwordProblem('x'.repeat(1025), null, judge)).toBe('tooLong');
    expect(passwordProblem('violet kettle under the stairs '.padEnd(1024, 'x'), null, judge)).toBeNull();
    // all lower case, no digit, no symbol: fine
    expect(passwordProblem('correct horse battery staple', ana, judge)).toBeNull();
  });

  test('the person’s own name is refused, in any case, accents kept', () => {
    expect(passwordProblem('castillo-ruiz', ana, judge)).toBe('containsName');
    expect(passwordProblem('I am MARÍA forever', ana, judge)).toBe('containsName');
    expect(passwordProblem('ruiz2024!ruiz', ana, judge)).toBe('containsName');
    expect(passwordProblem('anaana123456', ana, judge)).toBe('containsName');
  });

  test('the e-mail local part and its pieces are refused; parts under 3 characters are ignored', () => {
    expect(passwordProblem('my amcastillo77 pass', { ...ana, last_name: 'Li' }, judge)).toBe('containsEmail');
    const bo = { first_name: 'Bo', last_name: 'Li', email: 'jk.tremblay@example.test' };
    // the domain's name too (not its top-level part)
    expect(passwordProblem('Example rocks 42', bo, judge)).toBe('containsEmail');
    expect(passwordProblem('JK.Tremblay!!', bo, judge)).toBe('containsEmail');
    expect(passwordProblem('tremblayyyy', bo, judge)).toBe('containsEmail');
    // "bo", "li" and "jk" are too short to count: a passphrase that happens to hold them passes
    expect(passwordProblem('a bold limerick jkl', bo, judge)).toBeNull();
  });

  test('normalised before judging: trimmed, spaces collapsed, case folded, one trailing digit or symbol dropped', () => {
    expect(normalisedPassword('  Password1 ')).toBe('password');
    expect(normalisedPassword('Passw0rd!')).toBe('passw0rd');
    expect(normalisedPassword('violet   kettle\u00a0Under ')).toBe('violet kettle under');
    expect(normalisedPassword('password 1')).toBe('password');
    expect(normalisedPassword('year 2026')).toBe('year 202');
  });

  test('every weak password of issue 47 is refused (zxcvbn score below 3 once normalised)', async () => {
    expect(MIN_STRENGTH).toBe(3);
    const weak = ['aaaaaaaa ', '        x', 'abcdefgh', 'abababab', 'Passw0rd!', 'aaaaaaaaa1', 'password 1', 'p a s s w o r d', 'password1 '];
    for (const password of weak) {
      expect([password, passwordProblem(password, ana, judge)]).toEqual([password, expect.any(String)]);
      await expect(assertPasswordAllowed(password, ana)).rejects.toMatchObject({ statusCode: 400 });
    }
    // and more of the same kind
    for (const password of ['qwertzuiop', 'Sommer2024', 'soleil123', 'contraseña1', '12345678901']) {
      expect([password, passwordProblem(password, null, judge)]).toEqual([password, expect.any(String)]);
    }
  });

  test('the refusal says why in a dictionary message: the pattern zxcvbn found, else a general one', () => {
    expect(passwordProblem('abababab', null, judge)).toBe('repeatsPattern');
    expect(passwordProblem('abcdefgh', null, judge)).toBe('sequence');
    expect(passwordProblem('Passw0rd!', null, judge)).toBe('tooCommon');
    expect(passwordProblem('p a s s w o r d', null, judge)).toBe('tooCommon');
    expect(passwordProblem('qwertzuiop', null, judge)).toBe('keyboardPattern');
    expect(passwordProblem('        x', null, judge)).toBe('oneCharacter');
    expect(passwordProblem('kettle7x', null, judge)).toBe('tooWeak');
  });

  test('good passphrases in the product\'s languages still pass', () => {
    for (const password of [
      'correct horse battery staple', 'violet kettle under the stairs', 'Kartoffel Regenschirm Sommerwind',
      'pájaro verde junto al río', 'le chat boit du thé vert', 'blue-Harbor-42-lantern', 'xK9#mQ2!vLp7',
    ]) {
      expect([password, passwordProblem(password, ana, judge)]).toEqual([password, null]);
    }
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
    // the invitation is a job queued with the request (docs/architecture.md#outbox)
    await runJobs(app);
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
