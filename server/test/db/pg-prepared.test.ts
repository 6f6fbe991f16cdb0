import type pg from 'pg';
import { createTestDatabase } from '../helpers/database';
import type { OpenDatabase } from '../../src/db/connection';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// prepared statements are PostgreSQL's; SQLite keeps its own statement cache (connection.ts)
(onPostgres ? describe : describe.skip)('statements prepared by name on PostgreSQL', () => {
  let database: OpenDatabase;
  let client: pg.PoolClient;
  beforeEach(async () => {
    database = await createTestDatabase();
    client = await (database.pool as pg.Pool).connect();
    // called without parameters: passes through unprepared
    await client.query('create table things (a int)');
    await client.query('insert into things values (1)');
  });
  afterEach(async () => {
    client.release();
    await database.destroy();
  });

  const prepared = async () => (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((row) => row.statement);

  it('prepares each query once per connection, as Kysely sends them, and leaves schema changes alone', async () => {
    const select = 'select * from things where a = $1';
    expect((await client.query(select, [1])).rows).toEqual([{ a: 1 }]);
    expect((await client.query(select, [1])).rows).toEqual([{ a: 1 }]);
    await client.query('create index things_a on things (a)', []);
    expect(await prepared()).toEqual([select]);
  });

  it('runs a statement again unprepared when its table changed under it, except inside a transaction', async () => {
    const select = 'select * from things where a = $1';
    await client.query(select, [1]);
    await client.query('alter table things add column b int');
    expect((await client.query(select, [1])).rows).toEqual([{ a: 1, b: null }]);
    // from now on it is not prepared again
    expect((await client.query(select, [1])).rows).toEqual([{ a: 1, b: null }]);

    const other = 'select * from things where a >= $1';
    await client.query(other, [0]);
    await client.query('alter table things add column c int');
    await client.query('begin', []);
    await expect(client.query(other, [0])).rejects.toThrow('cached plan must not change result type');
    await client.query('rollback', []);
    expect((await client.query(other, [0])).rows).toEqual([{ a: 1, b: null, c: null }]);
  });
});
