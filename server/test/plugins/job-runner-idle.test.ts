/**
 * An idle instance writes nothing (docs/architecture.md#outbox): the job runner wakes on
 * NOTIFY (PostgreSQL) or on an enqueue in its own process, and its safety-net poll and the
 * reminder scheduler only read. Measured with the poll at 200 ms, so a few seconds cover
 * many polls: every statement the app sends is counted, and on SQLite the database file's
 * `data_version` (changed by any other connection's commit) is watched too. A job queued
 * at the end proves the measure sees a write.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { buildApp } from '../../src/app';
import { SQLITE_FILE_NAME, createDatabase, type OpenDatabase } from '../../src/db/connection';
import { createTestDatabase, testConfig } from '../helpers/app';
import { runJobs } from '../helpers/outbox';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const IDLE_MS = Number(process.env.IDLE_MEASURE_MS ?? 3000);
jest.setTimeout(IDLE_MS + 60_000);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the statements that may write: INSERT, UPDATE, DELETE, whether built or raw SQL. */
class WriteCounter implements KyselyPlugin {
  writes: string[] = [];
  reads = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const kind = node.kind;
    if (kind === 'InsertQueryNode' || kind === 'UpdateQueryNode' || kind === 'DeleteQueryNode' || kind === 'MergeQueryNode') this.writes.push(kind);
    else if (kind === 'RawNode' && /^\s*(insert|update|delete)\b/i.test(node.sqlFragments.join('?'))) this.writes.push(node.sqlFragments.join('?').trim().slice(0, 60));
    else this.reads += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

it(`an idle instance writes nothing for ${IDLE_MS / 1000} s (the poll reads only)`, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-idle-'));
  const opened: OpenDatabase = onPostgres ? await createTestDatabase() : createDatabase({ databaseUrl: null, dataDir });
  const counter = new WriteCounter();
  const database = { ...opened, db: opened.db.withPlugin(counter) };
  const app = await buildApp({ config: testConfig({ dataDir, pollJobs: true, jobPollMs: 200 }), logger: false, database });
  const observer = onPostgres ? null : new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true });
  const dataVersion = () => observer?.pragma('data_version', { simple: true }) as number | undefined;
  try {
    await app.ready();
    // start-up: the reminder scheduler may queue the day's runs once, and they run
    await wait(1500);
    await runJobs(app);
    await wait(500);

    const writesBefore = counter.writes.length;
    const readsBefore = counter.reads;
    const versionBefore = dataVersion();
    await wait(IDLE_MS);
    const idleWrites = counter.writes.slice(writesBefore);
    const polls = counter.reads - readsBefore;
    console.log(`idle ${IDLE_MS} ms on ${onPostgres ? 'PostgreSQL' : 'SQLite'}: ${idleWrites.length} writes, ${polls} reads`);
    expect(idleWrites).toEqual([]);
    // it did look: the poll ran many times
    expect(polls).toBeGreaterThan(IDLE_MS / 400);
    expect(dataVersion()).toBe(versionBefore);

    // the measure sees a write: a queued job is noticed and run at once
    let ran = false;
    app.jobs.handle('idle-check', async () => {
      ran = true;
    });
    await app.jobs.enqueue('idle-check', {});
    const until = Date.now() + 5000;
    while (!ran && Date.now() < until) await wait(20);
    expect(ran).toBe(true);
    expect(counter.writes.length).toBeGreaterThan(writesBefore);
    if (observer) expect(dataVersion()).not.toBe(versionBefore);
  } finally {
    observer?.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
