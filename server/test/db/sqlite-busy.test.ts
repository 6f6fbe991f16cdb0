import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, SQLITE_FILE_NAME, type OpenDatabase } from '../../src/db/connection';
import { retryWhileBusy } from '../../src/db/sqlite-busy';

/**
 * Two workers on one SQLite file: while one holds the write lock, the other's writes wait
 * for it without stopping its event loop (which serves every other request meanwhile),
 * and nothing is lost. A second better-sqlite3 handle on the file stands for the other
 * worker: SQLite locks files, not processes.
 */
describe('SQLite shared by several workers', () => {
  let dir: string;
  let handle: OpenDatabase;
  let other: SqliteDatabase.Database;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-busy-'));
    handle = createDatabase({ databaseUrl: null, dataDir: dir });
    await sql`create table notes (id integer primary key, text text not null)`.execute(handle.db);
    other = new SqliteDatabase(path.join(dir, SQLITE_FILE_NAME));
  });

  afterEach(async () => {
    other.close();
    await handle.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The other worker takes the write lock and lets it go after `ms`. */
  function holdWriteLock(ms: number): Promise<void> {
    other.exec('begin immediate');
    other.prepare('insert into notes (text) values (?)').run('from the other worker');
    return new Promise((resolve) => setTimeout(() => resolve(void other.exec('commit')), ms));
  }

  /**
   * The longest the event loop went without running a 5 ms timer while `work` ran, less the
   * garbage collector's pauses inside that gap: the suite runs in one process, whose heap
   * grows over hundreds of tests, and a full collection stopped this loop for a second once.
   * What this measures is whether waiting for the lock stops the loop.
   */
  async function longestStall(work: Promise<unknown>): Promise<number> {
    const pauses: Array<[start: number, end: number]> = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) pauses.push([entry.startTime, entry.startTime + entry.duration]);
    });
    observer.observe({ entryTypes: ['gc'] });
    const ticks = [performance.now()];
    let running = true;
    const tick = () => {
      ticks.push(performance.now());
      if (running) setTimeout(tick, 5);
    };
    setTimeout(tick, 5);
    try {
      await work;
    } finally {
      running = false;
    }
    // the observer hears of the last pauses a turn later
    await new Promise((resolve) => setImmediate(resolve));
    observer.disconnect();
    const collecting = (from: number, to: number) =>
      pauses.reduce((sum, [start, end]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0);
    let longest = 0;
    for (let i = 1; i < ticks.length; i++) longest = Math.max(longest, ticks[i] - ticks[i - 1] - collecting(ticks[i - 1], ticks[i]));
    return longest;
  }

  it('a write waits for the lock with the event loop free, then lands', async () => {
    const released = holdWriteLock(300);
    const write = handle.db.insertInto('notes' as never).values({ text: 'mine' } as never).execute();
    expect(await longestStall(write)).toBeLessThan(150);
    await released;
    const rows = await sql<{ text: string }>`select text from notes order by id`.execute(handle.db);
    expect(rows.rows.map((row) => row.text)).toEqual(['from the other worker', 'mine']);
  });

  it('a transaction waits to begin the same way', async () => {
    const released = holdWriteLock(300);
    const work = handle.db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('in a transaction')`.execute(trx);
    });
    expect(await longestStall(work)).toBeLessThan(150);
    await released;
    const count = await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db);
    expect(count.rows[0].n).toBe(2);
  });

  it('gives up with a 503 once the lock stays taken too long', async () => {
    other.exec('begin immediate');
    const insert = handle.sqlite!.prepare("insert into notes (text) values ('late')");
    const failed = await retryWhileBusy(async () => insert.run(), 100).catch((error: unknown) => error);
    other.exec('rollback');
    expect(failed).toMatchObject({ code: 'SQLITE_BUSY', statusCode: 503 });
  });
});
