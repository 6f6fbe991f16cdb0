/**
 * The embedded database's queue of queries lets the event loop read its sockets every
 * SLICE_MS: a callback queued for the loop's next turn runs while the queue still drains,
 * not after it.
 */
import { sql } from 'kysely';
import { createDatabase, type OpenDatabase } from '../../src/db/connection';
import { SLICE_MS, yieldWhenSliceSpent } from '../../src/db/loop-slice';

describe('yieldWhenSliceSpent', () => {
  it('lets work go on within a slice, and waits a turn of the loop past it', async () => {
    // no turn's database work under way
    await new Promise((resolve) => setImmediate(resolve));
    const start = performance.now();
    expect(yieldWhenSliceSpent(start)).toBeUndefined();
    expect(yieldWhenSliceSpent(start + SLICE_MS / 2)).toBeUndefined();
    let turned = false;
    setImmediate(() => (turned = true));
    const wait = yieldWhenSliceSpent(start + SLICE_MS);
    expect(wait).toBeInstanceOf(Promise);
    await wait;
    expect(turned).toBe(true);
    // a new slice after the turn
    expect(yieldWhenSliceSpent()).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
  });
});

describe('the SQLite connection under a queue of queries', () => {
  let open: OpenDatabase;
  beforeEach(() => {
    open = createDatabase({ databaseUrl: null, dataDir: '', memory: true });
  });
  afterEach(() => open.destroy());

  it('lets the loop turn while many requests wait for it', async () => {
    // each query takes a while (counting to 20,000): the queue's work is far past one slice
    const slowQuery = () => sql<{ n: number }>`with recursive c(n) as (select 1 union all select n + 1 from c where n < 20000) select count(*) as n from c`.execute(open.db);
    await slowQuery();
    let done = 0;
    let doneWhenTurned = -1;
    setImmediate(() => (doneWhenTurned = done));
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        await slowQuery();
        done += 1;
      }),
    );
    expect(done).toBe(50);
    // without the slice every query ran before the loop's next turn (doneWhenTurned 50)
    expect(doneWhenTurned).toBeGreaterThanOrEqual(0);
    expect(doneWhenTurned).toBeLessThan(50);
  });
});
