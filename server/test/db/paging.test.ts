import type { Kysely } from 'kysely';
import type { OpenDatabase } from '../../src/db/connection';
import { offsetPage, preparedKeysetPage, preparedOffsetPage } from '../../src/db/paging';
import type { Database } from '../../src/db/schema';
import { createTestDatabase } from '../helpers/database';

// A table of its own: the helper is about SQL, not about any module's rows.
interface PagingDb {
  items: { id: number; k: number; grp: string };
}

// ids 1..11; k ties in threes (0,0,0,1,1,1,…) so the id must break them
const ITEMS = Array.from({ length: 11 }, (_, i) => ({ id: i + 1, k: Math.floor(i / 3), grp: i % 2 === 0 ? 'even' : 'odd' }));

let handle: OpenDatabase;
let db: Kysely<PagingDb>;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db as unknown as Kysely<PagingDb>;
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('k', 'integer', (c) => c.notNull())
    .addColumn('grp', 'text', (c) => c.notNull())
    .execute();
  // inserted out of order, so an answer in id order comes from the ORDER BY
  await db.insertInto('items').values([...ITEMS].reverse()).execute();
});

afterAll(() => handle.destroy());

const byKey = (direction: 'asc' | 'desc') => db.selectFrom('items').select(['id', 'k']).orderBy('k', direction).orderBy('id', direction);
const ids = (rows: { id: number | string }[]) => rows.map((row) => Number(row.id));

describe('preparedOffsetPage', () => {
  // the helper is typed for the app's tables; this table is the test's own
  const asItems = (appDb: Kysely<Database>) => appDb as unknown as Kysely<PagingDb>;
  const fromK = preparedOffsetPage((appDb, values: { minK: number; descending: boolean }) => {
    const direction = values.descending ? 'desc' : 'asc';
    return asItems(appDb).selectFrom('items').select(['id', 'k']).where('k', '>=', values.minK).orderBy('k', direction).orderBy('id', direction);
  });
  const appDb = () => handle.db;

  it('answers every page as offsetPage does, past the end and with nothing matching included', async () => {
    for (const minK of [0, 2, 100]) {
      for (const descending of [false, true]) {
        const direction = descending ? 'desc' : 'asc';
        const fresh = db.selectFrom('items').select(['id', 'k']).where('k', '>=', minK).orderBy('k', direction).orderBy('id', direction);
        for (let pageIndex = 0; pageIndex < 5; pageIndex += 1) {
          const page = { pageIndex, pageSize: 3 };
          expect(await fromK(appDb(), { minK, descending }, page)).toEqual(await offsetPage(fresh, page));
        }
      }
    }
    expect((await fromK(appDb(), { minK: 2, descending: false }, { pageIndex: 1, pageSize: 2 })).rows).toEqual([{ id: 9, k: 2 }, { id: 10, k: 3 }]);
  });
});

describe('offsetPage', () => {
  it('answers the page and the total, the last page short', async () => {
    expect(await offsetPage(byKey('asc'), { pageIndex: 0, pageSize: 4 })).toEqual({ rows: ITEMS.slice(0, 4).map(({ id, k }) => ({ id, k })), total: 11 });
    const last = await offsetPage(byKey('asc'), { pageIndex: 2, pageSize: 4 });
    expect(ids(last.rows)).toEqual([9, 10, 11]);
    expect(last.total).toBe(11);
  });

  it('splits rows that tie in the sort key across pages without repeating or skipping one', async () => {
    const seen: number[] = [];
    for (let pageIndex = 0; pageIndex < 6; pageIndex += 1) seen.push(...ids((await offsetPage(byKey('desc'), { pageIndex, pageSize: 2 })).rows));
    expect(seen).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('still tells the total on a page past the end', async () => {
    expect(await offsetPage(byKey('asc'), { pageIndex: 5, pageSize: 4 })).toEqual({ rows: [], total: 11 });
  });

  it('answers an empty page and a total of 0 when nothing matches', async () => {
    const none = byKey('asc').where('k', '>', 100);
    expect(await offsetPage(none, { pageIndex: 0, pageSize: 4 })).toEqual({ rows: [], total: 0 });
    expect(await offsetPage(none, { pageIndex: 3, pageSize: 4 })).toEqual({ rows: [], total: 0 });
  });

  it('counts the groups of a grouped query, not its rows', async () => {
    const grouped = db.selectFrom('items').select((eb) => ['grp', eb.fn.countAll<number | string>().as('n')]).groupBy('grp').orderBy('grp');
    const page = await offsetPage(grouped, { pageIndex: 0, pageSize: 1 });
    expect(page.total).toBe(2);
    expect(page.rows).toEqual([{ grp: 'even', n: expect.anything() }]);
    expect(Number(page.rows[0].n)).toBe(6);
  });

  it('leaves no column of its own in the rows', async () => {
    const { rows } = await offsetPage(byKey('asc'), { pageIndex: 0, pageSize: 1 });
    expect(Object.keys(rows[0]).sort()).toEqual(['id', 'k']);
  });
});

describe('preparedKeysetPage', () => {
  const keys = ['items.k', 'items.id'] as const;
  const items = (appDb: Kysely<Database>) => appDb as unknown as Kysely<PagingDb>;
  const keyset = preparedKeysetPage((appDb, values: { grp: string | null }) => items(appDb).selectFrom('items').select(['id', 'k']).$if(values.grp !== null, (qb) => qb.where('grp', '=', values.grp as string)), keys);
  const all = { grp: null };

  it('walks forward page by page through ties in the key, each row once, and says when it is done', async () => {
    const seen: number[] = [];
    let after: readonly [number, number] | undefined;
    const mores: boolean[] = [];
    for (;;) {
      const page = await keyset(handle.db, all, { size: 4, after });
      seen.push(...ids(page.rows));
      mores.push(page.more);
      if (!page.more) break;
      const last = page.rows[page.rows.length - 1];
      after = [Number(last.k), Number(last.id)];
    }
    expect(seen).toEqual(ITEMS.map((item) => item.id));
    expect(mores).toEqual([true, true, false]);
  });

  it('continues after a position in the middle of a tie', async () => {
    // (k 1, id 5) is the middle of the tie 4, 5, 6
    const page = await keyset(handle.db, all, { size: 3, after: [1, 5] });
    expect(ids(page.rows)).toEqual([6, 7, 8]);
    expect(page.more).toBe(true);
  });

  it('walks backward before a position, answering the rows in ascending order', async () => {
    const page = await keyset(handle.db, all, { size: 3, before: [2, 8] });
    expect(ids(page.rows)).toEqual([5, 6, 7]);
    expect(page.more).toBe(true);
    const first = await keyset(handle.db, all, { size: 3, before: [1, 4] });
    expect(ids(first.rows)).toEqual([1, 2, 3]);
    expect(first.more).toBe(false);
  });

  it('answers an empty page after the last row', async () => {
    expect(await keyset(handle.db, all, { size: 3, after: [3, 11] })).toEqual({ rows: [], more: false });
  });

  it('keeps the query filters', async () => {
    const page = await keyset(handle.db, { grp: 'odd' }, { size: 10, after: [0, 2] });
    expect(ids(page.rows)).toEqual([4, 6, 8, 10]);
  });
});
