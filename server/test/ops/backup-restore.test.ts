import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { SQLITE_FILE_NAME } from '../../src/db/connection';
import { backupStamp, createBackup } from '../../src/ops/backup-archive';
import { backupCommand, restoreCommand, type Output } from '../../src/ops/commands';
import { databaseInUse, restoreBackup } from '../../src/ops/restore-archive';
import { insertUser, testConfig } from '../helpers/app';
import { picture } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { login, sessionCookie } from '../helpers/session';

jest.setTimeout(120000);

// Backups are of the embedded SQLite file; these tests use one in a temp DATA_DIR
// whatever TEST_DATABASE_URL says (with PostgreSQL the commands only explain pg_dump).
let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-backup-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const start = () => buildApp({ config: testConfig({ dataDir, demo: true }), logger: false });

async function adminCookie(app: FastifyInstance) {
  return sessionCookie(await login(app, 'admin@example.com', 'studydesk'));
}

async function setPicture(app: FastifyInstance, cookie: string, data: Buffer): Promise<string> {
  const body = multipart({}, { filename: 'me.png', type: 'image/png', data });
  const res = await app.inject({ method: 'POST', url: '/v1/auth/update/users', headers: { cookie, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBe(200);
  return (res.json().user.profilepic as string).split('/').pop() as string;
}

const me = (app: FastifyInstance) => app.db.selectFrom('users').selectAll().where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();

function recorder(): Output & { lines: string[] } {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line), error: (line) => lines.push(line) };
}

describe('backup and restore (SQLite)', () => {
  test('a backup made while the server runs brings back the data and the pictures', async () => {
    let app = await start();
    let cookie = await adminCookie(app);
    const pictureName = await setPicture(app, cookie, await picture(64, 64));
    const pictureBytes = fs.readFileSync(path.join(dataDir, 'uploads', pictureName));
    const before = await me(app);
    const students = await app.db.selectFrom('users').select('id').where('profile', '=', 'student').execute();
    expect(students.length).toBeGreaterThan(0);

    // online: the server has the database open and keeps writing
    const file = await createBackup({ dataDir, now: new Date('2026-03-04T05:06:07Z') });
    expect(path.relative(dataDir, file)).toBe(path.join('backups', 'studydesk-20260304-050607.tar.gz'));

    // changes after the backup: a name, a new picture (the old file is deleted), a new user
    await app.inject({ method: 'POST', url: '/v1/auth/update/users', headers: { cookie }, payload: { firstName: 'Changed' } });
    const newPicture = await setPicture(app, cookie, await picture(32, 48));
    expect(fs.existsSync(path.join(dataDir, 'uploads', pictureName))).toBe(false);
    await insertUser(app.db, { profile: 'student', email: 'late.comer@example.test' });

    // refused while the server holds the database; nothing changed
    expect(databaseInUse(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
    await expect(restoreBackup({ dataDir, file })).rejects.toThrow(/stop the StudyDesk server/);
    expect((await me(app)).first_name).toBe('Changed');
    await app.close();

    expect(databaseInUse(path.join(dataDir, SQLITE_FILE_NAME))).toBe(false);
    const out = recorder();
    expect(await restoreCommand([file], { DATA_DIR: dataDir }, out)).toBe(0);
    expect(out.lines[0]).toMatch(/Restored the backup of 2026-03-04T05:06:07.000Z \(1 pictures\)/);

    app = await start();
    cookie = await adminCookie(app);
    const after = await me(app);
    expect(after).toEqual(before);
    expect(after.profile_pic).toBe(pictureName);
    const served = await app.inject({ method: 'GET', url: `/uploads/${pictureName}`, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(pictureBytes);
    // the uploads folder is the backup's: the later picture is gone with the later data
    expect(fs.existsSync(path.join(dataDir, 'uploads', newPicture))).toBe(false);
    const studentsAfter = await app.db.selectFrom('users').select('id').where('profile', '=', 'student').execute();
    expect(studentsAfter).toEqual(students);
    await app.close();
    // no working folders left behind
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  test('a failed restore (not a backup, or a damaged database) loses nothing', async () => {
    const app = await start();
    const cookie = await adminCookie(app);
    const pictureName = await setPicture(app, cookie, await picture(20, 20));
    await app.close();
    const databaseBefore = fs.readFileSync(path.join(dataDir, SQLITE_FILE_NAME));

    const junk = path.join(dataDir, 'junk.tar.gz');
    fs.writeFileSync(junk, 'this is not an archive');
    await expect(restoreBackup({ dataDir, file: junk })).rejects.toThrow();

    // a real archive whose database is damaged: refused after unpacking, before any swap
    const good = await createBackup({ dataDir });
    const damaged = path.join(dataDir, 'damaged.tar.gz');
    await tamperDatabase(good, damaged);
    await expect(restoreBackup({ dataDir, file: damaged })).rejects.toThrow(/damaged|not a database|malformed/);

    expect(fs.readFileSync(path.join(dataDir, SQLITE_FILE_NAME))).toEqual(databaseBefore);
    expect(fs.existsSync(path.join(dataDir, 'uploads', pictureName))).toBe(true);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  test('the command names its archive by the UTC time and says where it is', async () => {
    expect(backupStamp(new Date('2026-12-31T23:59:58.900Z'))).toBe('20261231-235958');
    const app = await start();
    await app.close();
    const out = recorder();
    expect(await backupCommand({ DATA_DIR: dataDir }, out)).toBe(0);
    expect(out.lines[0]).toMatch(/^Backup written: .*backups\/studydesk-\d{8}-\d{6}\.tar\.gz$/);
    const empty = recorder();
    expect(await backupCommand({ DATA_DIR: path.join(dataDir, 'nothing-here') }, empty)).toBe(1);
    expect(empty.lines[0]).toMatch(/no database/);
    expect(await restoreCommand([], { DATA_DIR: dataDir }, empty)).toBe(1);
    expect(empty.lines[1]).toMatch(/^Usage: npm run restore FILE/);
  });
});

describe('with DATABASE_URL (PostgreSQL)', () => {
  test('both commands explain pg_dump / pg_restore and exit non-zero', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://studydesk@db.example/studydesk' };
    const backup = recorder();
    expect(await backupCommand(env, backup)).toBe(1);
    expect(backup.lines.join('\n')).toMatch(/pg_dump -Fc/);
    const restore = recorder();
    expect(await restoreCommand(['x.dump'], env, restore)).toBe(1);
    expect(restore.lines.join('\n')).toMatch(/pg_restore --clean/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

/** Rewrites an archive with its database's first page overwritten. */
async function tamperDatabase(source: string, target: string) {
  const tar = await import('tar');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-tamper-'));
  await tar.extract({ file: source, cwd: work });
  const db = path.join(work, SQLITE_FILE_NAME);
  const bytes = fs.readFileSync(db);
  if (bytes.length <= 4096) throw new Error(`the archived database has only ${bytes.length} bytes`);
  bytes.fill(0x41, 0, 4096);
  fs.writeFileSync(db, bytes);
  await tar.create({ gzip: true, file: target, cwd: work }, fs.readdirSync(work));
  fs.rmSync(work, { recursive: true, force: true });
}
