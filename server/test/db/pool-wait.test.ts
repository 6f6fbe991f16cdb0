import type pg from 'pg';
import { meterPoolWait } from '../../src/db/pool-wait';

/** A pool whose connections are handed out when the test says so. */
function fakePool() {
  const queue: Array<(client: pg.PoolClient) => void> = [];
  const pool = { connect: () => new Promise<pg.PoolClient>((resolve) => queue.push(resolve)) } as unknown as pg.Pool;
  return { pool, handOut: () => queue.shift()?.({} as pg.PoolClient) };
}

describe('the pool wait meter', () => {
  it('reports how long the oldest request still waiting for a connection has waited', async () => {
    const { pool, handOut } = fakePool();
    const wait = meterPoolWait(pool);
    expect(wait.oldestWaitMs()).toBe(0);

    const first = pool.connect();
    const second = pool.connect();
    // read after the requests: their clock may have ticked since a reading taken before
    const now = Date.now();
    expect(wait.waiting()).toBe(2);
    expect(wait.oldestWaitMs(now + 500)).toBeGreaterThanOrEqual(500);

    handOut();
    await first;
    expect(wait.waiting()).toBe(1);
    handOut();
    await second;
    expect(wait.waiting()).toBe(0);
    expect(wait.oldestWaitMs(now + 10_000)).toBe(0);
  });

  it('forgets a request whose connection failed', async () => {
    const pool = { connect: () => Promise.reject(new Error('refused')) } as unknown as pg.Pool;
    const wait = meterPoolWait(pool);
    await expect(pool.connect()).rejects.toThrow('refused');
    expect(wait.waiting()).toBe(0);
  });
});
