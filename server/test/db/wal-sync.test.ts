import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type OpenDatabase } from '../../src/db/connection';

/**
 * SQLite commits are made durable by one flush of the write-ahead log on the thread pool
 * (docs/architecture.md#sqlite-durability): a write is answered only after a flush that
 * began after its commit, concurrent writes share flushes, reads never wait for one, and
 * the connection serves other queries while a flush is under way.
 */
describe('SQLite commits reach the disk before the write is answered', () => {
  let dir: string;
  let handle: OpenDatabase;
  /** every fdatasync asked for, with the moment it began; `release()` lets the oldest held one finish */
  let flushes: { startedAfter: number }[];
  let held: (() => void)[];
  let hold: boolean;
  let events: number;
  const realFdatasync = fs.fdatasync;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-walsync-'));
    handle = createDatabase({ databaseUrl: null, dataDir: dir });
    await sql`create table notes (id integer primary key, text text not null)`.execute(handle.db);
    flushes = [];
    held = [];
    hold = false;
    events = 0;
    jest.spyOn(fs, 'fdatasync').mockImplementation(((fd: number, callback: (error: NodeJS.ErrnoException | null) => void) => {
      flushes.push({ startedAfter: events });
      const finish = () => realFdatasync(fd, callback);
      if (hold) held.push(finish);
      else finish();
    }) as typeof fs.fdatasync);
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await handle.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const release = () => held.shift()?.();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('answers a transaction only after a flush of the log', async () => {
    hold = true;
    let answered = false;
    const write = handle.db
      .transaction()
      .execute((trx) => trx.insertInto('notes' as never).values({ text: 'saved' } as never).execute())
      .then(() => (answered = true));
    await settle();
    expect(flushes).toHaveLength(1);
    expect(answered).toBe(false);
    release();
    await write;
    expect(answered).toBe(true);
  });

  it('flushes after a statement that writes on its own, and never for a read', async () => {
    await sql`select count(*) as n from notes`.execute(handle.db);
    await handle.db.selectFrom('notes' as never).selectAll().execute();
    expect(flushes).toHaveLength(0);
    await handle.db.insertInto('notes' as never).values({ text: 'alone' } as never).execute();
    expect(flushes).toHaveLength(1);
  });

  it('does not flush for a transaction rolled back', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('notes' as never).values({ text: 'undone' } as never).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(flushes).toHaveLength(0);
  });

  it('serves reads on the same connection while a flush is under way', async () => {
    hold = true;
    const write = handle.db.insertInto('notes' as never).values({ text: 'pending' } as never).execute();
    await settle();
    expect(flushes).toHaveLength(1);
    // the connection was let go before the flush: a read does not wait for the disk
    const rows = await handle.db.selectFrom('notes' as never).selectAll().execute();
    expect(rows).toHaveLength(1);
    release();
    await write;
  });

  it('shares one flush among writes that wait together, and covers each with a flush begun after its commit', async () => {
    hold = true;
    const first = handle.db.insertInto('notes' as never).values({ text: 'first' } as never).execute();
    await settle();
    expect(flushes).toHaveLength(1);
    // these commit while the first flush is under way: it may have begun before them
    events = 1;
    let laterAnswered = 0;
    const later = Array.from({ length: 5 }, (_, i) =>
      handle.db
        .insertInto('notes' as never)
        .values({ text: `later ${i}` } as never)
        .execute()
        .then(() => laterAnswered++),
    );
    await settle();
    release();
    await first;
    await settle();
    expect(laterAnswered).toBe(0);
    // one more flush, begun after their commits, serves all five
    expect(flushes).toHaveLength(2);
    expect(flushes[1].startedAfter).toBe(1);
    release();
    await Promise.all(later);
    expect(laterAnswered).toBe(5);
    expect(flushes).toHaveLength(2);
  });

  it('keeps what was answered in the file', async () => {
    await handle.db.transaction().execute((trx) => trx.insertInto('notes' as never).values({ text: 'kept' } as never).execute());
    await handle.destroy();
    handle = createDatabase({ databaseUrl: null, dataDir: dir });
    const rows = await sql<{ text: string }>`select text from notes`.execute(handle.db);
    expect(rows.rows.map((row) => row.text)).toEqual(['kept']);
  });
});
