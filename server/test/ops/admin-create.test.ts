/**
 * `npm run admin:create` (docs/product-rules.md#r-setup-2): an admin for a headless install,
 * with a printed set-password link, on the SQLite file of DATA_DIR and on the test database
 * (PostgreSQL with TEST_DATABASE_URL); a taken address and bad input exit non-zero.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/connection';
import { ADMIN_CREATE_USAGE, adminCreateCommand, parseAdminArgs } from '../../src/ops/admin-command';
import type { Output } from '../../src/ops/commands';
import { createTestDatabase, testConfig } from '../helpers/app';
import { login } from '../helpers/session';

jest.setTimeout(120000);

const PUBLIC_URL = 'https://lingua.example';

function recorder(): Output & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, log: (line) => out.push(line), error: (line) => err.push(line) };
}

/** The /set/{token} link the command printed. */
function printedLink(lines: string[]): string {
  const found = lines.map((line) => /(https:\/\/lingua\.example\/set\/[A-Za-z0-9_-]+)/.exec(line)?.[1]).find(Boolean);
  if (!found) throw new Error(`no link in: ${lines.join('\n')}`);
  return found;
}

/** Uses the link as the page would, then signs in with the new password. */
async function setPasswordAndSignIn(app: FastifyInstance, link: string, email: string): Promise<void> {
  const token = link.split('/').pop();
  const set = await app.inject({ method: 'POST', url: '/v1/auth/verify/password', payload: { token, password: 'tea before teaching' } });
  expect(set.statusCode).toBe(200);
  const signedIn = await login(app, email, 'tea before teaching');
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.json().user).toMatchObject({ email, profile: 'admin', firstName: 'Ada', lastName: 'King Lovelace' });
}

const ARGS = ['--email', 'Ada@Lingua.example', '--name', 'Ada King Lovelace'];

describe('admin:create on the SQLite file of DATA_DIR', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-admin-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates an admin on an empty install, prints a working set-password link, and refuses the address twice', async () => {
    const env = { DATA_DIR: dataDir, PUBLIC_URL, DATABASE_URL: '' };
    const first = recorder();
    expect(await adminCreateCommand(ARGS, env, first)).toBe(0);
    expect(first.err).toEqual([]);
    expect(first.out[0]).toBe('Admin created: ada@lingua.example (Ada King Lovelace)');
    const link = printedLink(first.out);

    const again = recorder();
    expect(await adminCreateCommand(['--email=ada@lingua.example', '--name=Someone Else'], env, again)).toBe(1);
    expect(again.err.join('\n')).toContain('A user with this email already exists: ada@lingua.example');
    expect(again.out).toEqual([]);

    const app = await buildApp({ config: testConfig({ dataDir, publicUrl: PUBLIC_URL }), logger: false });
    try {
      const admins = await app.db.selectFrom('users').select(['email', 'password_hash']).where('profile', '=', 'admin').execute();
      expect(admins).toEqual([{ email: 'ada@lingua.example', password_hash: null }]);
      await setPasswordAndSignIn(app, link, 'ada@lingua.example');
    } finally {
      await app.close();
    }
  });
});

describe('admin:create on the test database (PostgreSQL with TEST_DATABASE_URL)', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
  });

  it('creates the admin with a working link and refuses a second user with the same e-mail', async () => {
    const first = recorder();
    expect(await adminCreateCommand(ARGS, { PUBLIC_URL }, first, handle)).toBe(0);
    const link = printedLink(first.out);
    const again = recorder();
    expect(await adminCreateCommand(['--email', 'ADA@lingua.example', '--name', 'Ada'], { PUBLIC_URL }, again, handle)).toBe(1);
    expect(again.err.join('\n')).toContain('A user with this email already exists');

    // the app takes the handle over and destroys it on close
    const app = await buildApp({ config: testConfig({ publicUrl: PUBLIC_URL }), logger: false, database: handle });
    try {
      const count = await app.db.selectFrom('users').select('id').execute();
      expect(count).toHaveLength(1);
      await setPasswordAndSignIn(app, link, 'ada@lingua.example');
      // an admin exists: the server prints no first-run link any more
      const { issueSetupLink } = await import('../../src/modules/setup');
      expect(await issueSetupLink(app.db, PUBLIC_URL)).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('admin:create with bad input', () => {
  it.each([
    ['no arguments', [], 'The e-mail address is missing (--email).'],
    ['no e-mail', ['--name', 'Ada Lovelace'], 'The e-mail address is missing (--email).'],
    ['a bad e-mail', ['--email', 'ada-at-lingua', '--name', 'Ada Lovelace'], 'Not an e-mail address: ada-at-lingua'],
    ['no name', ['--email', 'ada@lingua.example'], 'The name is missing (--name "First Last").'],
    ['an empty name', ['--email', 'ada@lingua.example', '--name', '  '], 'The name is missing (--name "First Last").'],
    ['a value left out', ['--email'], '--email needs a value'],
    ['an unknown option', ['--mail', 'ada@lingua.example'], 'Unknown argument: --mail'],
  ])('exits 2 with the usage for %s, without opening a database', async (_what, args, problem) => {
    const output = recorder();
    // a DATA_DIR that cannot be created: reaching the database would fail differently
    expect(await adminCreateCommand(args, { DATA_DIR: '/proc/no-such-place', PUBLIC_URL }, output)).toBe(2);
    expect(output.err).toEqual([problem, ADMIN_CREATE_USAGE]);
    expect(output.out).toEqual([]);
  });

  it('splits the name at its first space: first name, then the rest as the last name', () => {
    expect(parseAdminArgs(['--email', 'a@b.example', '--name', ' Mary  Ann  Evans '])).toEqual({ email: 'a@b.example', firstName: 'Mary', lastName: 'Ann Evans' });
    expect(parseAdminArgs(['--email', 'a@b.example', '--name', 'Cher'])).toEqual({ email: 'a@b.example', firstName: 'Cher', lastName: '' });
  });
});
