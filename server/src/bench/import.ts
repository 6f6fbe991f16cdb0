/**
 * `npm run bench:import`: the people import (docs/product-rules.md#r-import-1) of a school's
 * whole spreadsheet, 10,000 students with 5,000 guardians (each following 2 students), 40
 * teachers and 20 groups of 25, into a fresh database through the real app (multipart upload,
 * session, parse, checks, one transaction, an invitation queued per new person). Prints the
 * preview's and the import's times beside their budget (10 s each); exits non-zero when a call
 * did not do its work, and says "over budget" when a time is over. SQLite (a temp file) always;
 * PostgreSQL too when DATABASE_URL is set (a throw-away schema).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import { foldForSearch } from '../db/search-text';
import { forEachEngine, openScratchDatabase, runMain, sessionCookie } from './bench-kit';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 10_000);
const GUARDIANS = Math.floor(STUDENTS / 2);
const TEACHERS = 40;
const GROUPS = 20;
const GROUP_SIZE = 25;
const BUDGET_MS = 10_000;

const FIRST = ['Anna', 'José', 'Zoë', 'Lukas', 'Maëlle', 'Sofía', 'Jürgen', 'Chloé', 'Mateo', 'Ingrid'];
const LAST = ['Müller', 'García', 'Núñez', 'Dubois', 'Schmidt', 'López', 'Martin', 'Weiß', 'Fernández', 'Leroy'];
const LANGUAGES = ['en', 'de', 'es', 'fr'];

/** The school's sheet: semicolon-separated, as a comma-decimal Excel saves it, with a byte-order mark. */
export function schoolCsv(): string {
  const lines = ['type;first name;last name;email;language;date of birth;students;group name;teacher;members'];
  const name = (i: number) => `${FIRST[i % FIRST.length]};${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
  for (let i = 0; i < STUDENTS; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(`student;${name(i)};student${i}@school.example;${LANGUAGES[i % 4]};${day}/${month}/${2008 + (i % 10)};;;;`);
  }
  for (let i = 0; i < TEACHERS; i += 1) lines.push(`teacher;${name(i + 3)};teacher${i}@school.example;${LANGUAGES[i % 4]};;;;;`);
  for (let i = 0; i < GUARDIANS; i += 1) {
    lines.push(`guardian;${name(i + 7)};guardian${i}@school.example;${LANGUAGES[i % 4]};;student${2 * i}@school.example|student${2 * i + 1}@school.example;;;`);
  }
  for (let g = 0; g < GROUPS; g += 1) {
    const members = Array.from({ length: GROUP_SIZE }, (_, m) => `student${g * GROUP_SIZE + m}@school.example`).join(';');
    lines.push(`group;;;;;;;Group ${g + 1};teacher${g % TEACHERS}@school.example;"${members}"`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function multipartBody(csv: string, options: object) {
  const boundary = '----studydesk-bench-import';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="options"\r\n\r\n${JSON.stringify(options)}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="school.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(csv, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function timed(call: () => Promise<LightMyRequestResponse>): Promise<{ res: LightMyRequestResponse; ms: number }> {
  const started = process.hrtime.bigint();
  const res = await call();
  return { res, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

const verdict = (ms: number) => (ms <= BUDGET_MS ? 'within budget' : 'OVER BUDGET');

async function benchEngine(label: string, url: string | null): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-bench-import-'));
  const config: ServerConfig = {
    port: 0, host: '127.0.0.1', dataDir, databaseUrl: url, smtpUrl: null, demo: false, pollJobs: false, shedLagMs: 0,
    publicUrl: 'http://127.0.0.1', staticRoot: null, remotesFile: null, logLevel: 'silent',
  };
  const database = await openScratchDatabase(url, dataDir, 'import');
  let app: FastifyInstance | null = null;
  try {
    app = await buildApp({ config, logger: false, database });
    const admin = await app.db
      .insertInto('users')
      .values({ email: 'admin@school.example', password_hash: null, profile: 'admin', first_name: 'Ada', last_name: 'Admin', title: '', language: 'en', archived: 0, search_text: foldForSearch('Ada', 'Admin', 'admin@school.example'), updated_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cookie = await sessionCookie(app, admin.id);
    const csv = schoolCsv();
    const rows = STUDENTS + TEACHERS + GUARDIANS + GROUPS;
    console.log(`\n${label}: ${rows} rows (${STUDENTS} students, ${GUARDIANS} guardians of 2 students each, ${TEACHERS} teachers, ${GROUPS} groups of ${GROUP_SIZE}), ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB`);

    const send = (url: string) => {
      const body = multipartBody(csv, { sendInvitations: true });
      return app!.inject({ method: 'POST', url, headers: { cookie, ...body.headers }, payload: body.payload });
    };
    const preview = await timed(() => send('/v1/people-import/preview'));
    const previewBody = preview.res.json() as { rows?: unknown[]; counts?: { invalid: number } };
    if (preview.res.statusCode !== 200 || previewBody.rows?.length !== rows || previewBody.counts?.invalid !== 0) {
      throw new Error(`the preview answered ${preview.res.statusCode}: ${preview.res.body.slice(0, 300)}`);
    }
    console.log(`  preview  ${(preview.ms / 1000).toFixed(2).padStart(6)} s   budget ${BUDGET_MS / 1000} s   ${verdict(preview.ms)}`);

    const run = await timed(() => send('/v1/people-import'));
    if (run.res.statusCode !== 200) throw new Error(`the import answered ${run.res.statusCode}: ${run.res.body.slice(0, 300)}`);
    const users = await app.db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const links = await app.db.selectFrom('guardian_students').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const jobs = await app.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number | string>().as('n')).where('name', '=', 'invitation-mail').executeTakeFirstOrThrow();
    const expectedUsers = STUDENTS + TEACHERS + GUARDIANS + 1;
    if (Number(users.n) !== expectedUsers || Number(links.n) !== 2 * GUARDIANS || Number(jobs.n) !== expectedUsers - 1) {
      throw new Error(`the import wrote ${users.n} users, ${links.n} links and ${jobs.n} invitations; expected ${expectedUsers}, ${2 * GUARDIANS} and ${expectedUsers - 1}`);
    }
    console.log(`  import   ${(run.ms / 1000).toFixed(2).padStart(6)} s   budget ${BUDGET_MS / 1000} s   ${verdict(run.ms)}   (${users.n} users, ${links.n} guardian links, ${jobs.n} invitations queued, one transaction)`);
  } finally {
    await app?.close();
    if (!app) await database.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(() => forEachEngine(benchEngine));
