import { sql } from 'kysely';
import type { OpenDatabase } from '../../src/db/connection';
import { preparedQuery, SHAPES_PER_QUERY } from '../../src/db/prepared-queries';
import { createMigratedTestDatabase } from '../helpers/database';
import { insertUser } from '../helpers/factories';

describe('preparedQuery', () => {
  let handle: OpenDatabase;
  const ids: number[] = [];
  beforeAll(async () => {
    handle = await createMigratedTestDatabase();
    for (const [first, profile] of [['Ada', 'teacher'], ['Ben', 'student'], ['Cy', 'student'], ['Di', 'admin']] as const) {
      ids.push((await insertUser(handle.db, { first_name: first, profile })).id);
    }
  });
  afterAll(() => handle.destroy());

  /** A query and how many times its builder ran. */
  function counted<V extends Record<string, unknown>, R>(build: Parameters<typeof preparedQuery<V, R>>[0]) {
    const calls = { n: 0 };
    const query = preparedQuery<V, R>((db, values) => {
      calls.n += 1;
      return build(db, values);
    });
    return { query, calls };
  }

  it('answers as the query built afresh does, building it once', async () => {
    const { db } = handle;
    const { query, calls } = counted((d, v: { profile: string; from: number }) =>
      d.selectFrom('users').select(['id', 'first_name']).where('profile', '=', v.profile as 'student').where('id', '>=', v.from).orderBy('id'),
    );
    for (const profile of ['student', 'teacher', 'admin', 'guardian']) {
      const fresh = await db.selectFrom('users').select(['id', 'first_name']).where('profile', '=', profile as 'student').where('id', '>=', ids[0]).orderBy('id').execute();
      expect(await query.rows(db, { profile, from: ids[0] })).toEqual(fresh);
    }
    expect(await query.first(db, { profile: 'student', from: ids[2] })).toEqual({ id: ids[2], first_name: 'Cy' });
    expect(await query.first(db, { profile: 'guardian', from: 0 })).toBeUndefined();
    expect(calls.n).toBe(1);
  });

  it('takes an IN list of any length, one template per length', async () => {
    const { query, calls } = counted((d, v: { ids: number[] }) => d.selectFrom('users').select('first_name').where('id', 'in', v.ids).orderBy('first_name'));
    expect(await query.rows(handle.db, { ids: [ids[1], ids[3]] })).toEqual([{ first_name: 'Ben' }, { first_name: 'Di' }]);
    expect(await query.rows(handle.db, { ids: [ids[0], ids[2]] })).toEqual([{ first_name: 'Ada' }, { first_name: 'Cy' }]);
    expect(await query.rows(handle.db, { ids: [ids[2]] })).toEqual([{ first_name: 'Cy' }]);
    expect(calls.n).toBe(2);
  });

  it('lets the builder branch on booleans and null, which are part of the shape', async () => {
    const { query, calls } = counted((d, v: { staff: boolean; name: string | null }) => {
      let q = d.selectFrom('users').select('first_name').where('profile', v.staff ? 'in' : 'not in', ['teacher', 'admin']);
      q = v.name === null ? q : q.where('first_name', '=', v.name);
      return q.orderBy('first_name');
    });
    expect(await query.rows(handle.db, { staff: true, name: null })).toEqual([{ first_name: 'Ada' }, { first_name: 'Di' }]);
    expect(await query.rows(handle.db, { staff: false, name: null })).toEqual([{ first_name: 'Ben' }, { first_name: 'Cy' }]);
    expect(await query.rows(handle.db, { staff: false, name: 'Cy' })).toEqual([{ first_name: 'Cy' }]);
    expect(await query.rows(handle.db, { staff: false, name: 'Ben' })).toEqual([{ first_name: 'Ben' }]);
    expect(calls.n).toBe(3);
  });

  it('builds one template for each value of a value named in its shape', async () => {
    const calls = { n: 0 };
    const query = preparedQuery(
      (d, v: { profile: 'student' | 'teacher' | 'admin'; from: number }) => {
        calls.n += 1;
        // the builder chooses its form from the value itself
        const staff = v.profile !== 'student';
        return d.selectFrom('users').select('first_name').where('profile', staff ? 'in' : '=', staff ? ['teacher', 'admin'] : 'student').where('id', '>=', v.from).orderBy('first_name');
      },
      { shape: ['profile'] },
    );
    expect(await query.rows(handle.db, { profile: 'student', from: 0 })).toEqual([{ first_name: 'Ben' }, { first_name: 'Cy' }]);
    expect(await query.rows(handle.db, { profile: 'teacher', from: 0 })).toEqual([{ first_name: 'Ada' }, { first_name: 'Di' }]);
    expect(await query.rows(handle.db, { profile: 'admin', from: ids[1] })).toEqual([{ first_name: 'Di' }]);
    expect(await query.rows(handle.db, { profile: 'student', from: ids[2] })).toEqual([{ first_name: 'Cy' }]);
    expect(calls.n).toBe(3);
  });

  it('runs inside a transaction, on its connection', async () => {
    const { db } = handle;
    const named = preparedQuery((d, v: { id: number }) => d.selectFrom('users').select('first_name').where('id', '=', v.id));
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ first_name: 'Renamed' }).where('id', '=', ids[0]).execute();
        expect(await named.first(trx, { id: ids[0] })).toEqual({ first_name: 'Renamed' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await named.first(db, { id: ids[0] })).toEqual({ first_name: 'Ada' });
  });

  it('refuses a value the builder computed with, or wrote into the SQL', async () => {
    const multiplied = preparedQuery((d, v: { page: number }) => d.selectFrom('users').select('id').limit(10).offset(v.page * 10));
    await expect(multiplied.rows(handle.db, { page: 1 })).rejects.toThrow('computed with one of its values (NaN)');
    const pattern = preparedQuery((d, v: { search: string }) => d.selectFrom('users').select('id').where('first_name', 'like', `%${v.search.toUpperCase()}%`));
    await expect(pattern.rows(handle.db, { search: 'a' })).rejects.toThrow('computed with one of its values (%SD-VALUE:SEARCH%)');
    const written = preparedQuery((d, v: { column: string }) => d.selectFrom('users').select(sql.ref(v.column).as('x')));
    await expect(written.rows(handle.db, { column: 'id' })).rejects.toThrow('wrote one of its values into the SQL text');
  });

  it('takes a value that this shape of the query does not use', async () => {
    const query = preparedQuery((d, v: { everyone: boolean; id: number }) => {
      const all = d.selectFrom('users').select('first_name').orderBy('first_name');
      return v.everyone ? all : all.where('id', '=', v.id);
    });
    expect(await query.rows(handle.db, { everyone: false, id: ids[3] })).toEqual([{ first_name: 'Di' }]);
    expect(await query.rows(handle.db, { everyone: true, id: ids[3] })).toHaveLength(4);
  });

  it('keeps a bounded number of shapes', async () => {
    const { query, calls } = counted((d, v: { ids: number[] }) => d.selectFrom('users').select('id').where('id', 'in', v.ids));
    const listOf = (length: number) => Array.from({ length }, () => ids[0]);
    for (let length = 1; length <= SHAPES_PER_QUERY + 1; length += 1) await query.rows(handle.db, { ids: listOf(length) });
    expect(calls.n).toBe(SHAPES_PER_QUERY + 1);
    // the newest shapes are still there, the first was dropped
    await query.rows(handle.db, { ids: listOf(SHAPES_PER_QUERY + 1) });
    expect(calls.n).toBe(SHAPES_PER_QUERY + 1);
    await query.rows(handle.db, { ids: listOf(1) });
    expect(calls.n).toBe(SHAPES_PER_QUERY + 2);
  });
});
