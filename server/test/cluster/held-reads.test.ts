import type { Kysely } from 'kysely';
import { heldReads } from '../../src/cluster/held-reads';
import type { Database } from '../../src/db/schema';

// the store only keys on the database object; no query runs through it here
const db = {} as Kysely<Database>;
const other = {} as Kysely<Database>;

describe('heldReads: what a process keeps of the database', () => {
  it('shares one read among the reads of a key that arrive together, and keeps it for its lifetime', async () => {
    const cache = heldReads<string>({ topic: 't', lifetimeMs: 100 });
    cache.sync(db).enable(() => undefined);
    let loads = 0;
    const load = async () => (loads += 1);
    const [a, b] = await Promise.all([cache.read(db, 'k', load, 0), cache.read(db, 'k', load, 0)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.read(db, 'k', load, 99)).toBe(1);
    expect(await cache.read(db, 'k', load, 100)).toBe(2);
    // a clock that went back does not serve a read "from the future"
    expect(await cache.read(db, 'k', load, 50)).toBe(3);
  });

  it('does not keep a failed read', async () => {
    const cache = heldReads<string>({ topic: 't' });
    cache.sync(db).enable(() => undefined);
    await expect(cache.read(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read(db, 'k', async () => 'up')).toBe('up');
  });

  it('holds at most `max` reads, dropping the oldest first', async () => {
    const cache = heldReads<string>({ topic: 't', max: 2 });
    cache.sync(db).enable(() => undefined);
    for (const key of ['a', 'b', 'c']) await cache.read(db, key, async () => `${key}1`);
    expect(await cache.read(db, 'a', async () => 'a2')).toBe('a2');
    expect(await cache.read(db, 'c', async () => 'c2')).toBe('c1');
  });

  it('drops everything on a change: made here it tells the others, heard it does not', async () => {
    const cache = heldReads<string>({ topic: 't' });
    let told = 0;
    const sync = cache.sync(db);
    sync.enable(() => (told += 1));
    await cache.read(db, 'k', async () => 1);
    cache.changed(db);
    expect(told).toBe(1);
    expect(await cache.read(db, 'k', async () => 2)).toBe(2);
    sync.drop();
    expect(await cache.read(db, 'k', async () => 3)).toBe(3);
    expect(told).toBe(1);
  });

  it('reads every time while off, and keeps one store per database', async () => {
    const cache = heldReads<string>({ topic: 't' });
    let loads = 0;
    const load = async () => (loads += 1);
    await cache.read(db, 'k', load);
    await cache.read(db, 'k', load);
    expect(loads).toBe(2);
    cache.sync(db).enable(() => undefined);
    await cache.read(db, 'k', load);
    await cache.read(other, 'k', load);
    await cache.read(db, 'k', load);
    expect(loads).toBe(4);
    cache.sync(db).disable();
    await cache.read(db, 'k', load);
    expect(loads).toBe(5);
  });
});
