import pg from 'pg';
import { sql } from 'kysely';
import { prepareStatements } from '../../src/db/prepared-statements';
import { createTestDatabase } from '../helpers/database';

const url = process.env.TEST_DATABASE_URL;

/** The statements this session (connection) has prepared, by text. */
async function preparedTexts(run: (text: string) => Promise<{ rows: Array<{ statement: string }> }>): Promise<string[]> {
  return (await run('select statement from pg_prepared_statements order by prepare_time')).rows.map((row) => row.statement);
}

// prepared statements are PostgreSQL's; SQLite's own cache has db/statement-cache.test.ts
(url ? describe : describe.skip)('PostgreSQL prepared statements', () => {
  it('prepares a statement with parameters once per connection and runs it again by name', async () => {
    const database = await createTestDatabase();
    try {
      // sequential queries take the same idle connection of the pool
      const twice = async (n: number) => (await sql<{ n: number }>`select ${n}::int + 1 as n`.execute(database.db)).rows[0].n;
      expect(await twice(1)).toBe(2);
      expect(await twice(41)).toBe(42);
      expect(await twice(-1)).toBe(0);
      const texts = await preparedTexts((text) => sql<{ statement: string }>`${sql.raw(text)}`.execute(database.db));
      expect(texts).toEqual(['select $1::int + 1 as n']);
    } finally {
      await database.destroy();
    }
  });

  describe('on one connection', () => {
    let client: pg.Client;
    beforeEach(async () => {
      client = new pg.Client({ connectionString: url });
      await client.connect();
    });
    afterEach(() => client.end());

    it('leaves statements without parameters unprepared', async () => {
      prepareStatements(client as unknown as pg.PoolClient);
      await client.query('select 1');
      await client.query('select 2', []);
      expect(await preparedTexts((text) => client.query(text))).toEqual([]);
    });

    it('keeps at most its limit prepared and runs the rest unnamed, with the right answers', async () => {
      prepareStatements(client as unknown as pg.PoolClient, 2);
      const answers = [];
      for (const op of ['+', '-', '*', '+']) answers.push((await client.query(`select $1::int ${op} 2 as n`, [5])).rows[0].n);
      expect(answers).toEqual([7, 3, 10, 7]);
      expect(await preparedTexts((text) => client.query(text))).toEqual(['select $1::int + 2 as n', 'select $1::int - 2 as n']);
    });

    it('goes on after a statement that failed to parse or to run', async () => {
      prepareStatements(client as unknown as pg.PoolClient);
      await client.query('create temporary table once (n int primary key)');
      const insert = (n: number) => client.query('insert into once (n) values ($1)', [n]);
      await insert(1);
      await expect(insert(1)).rejects.toThrow(/duplicate key/);
      await insert(2);
      await expect(client.query('selec $1::int', [1])).rejects.toThrow(/syntax error/);
      await expect(client.query('selec $1::int', [1])).rejects.toThrow(/syntax error/);
      // a transaction rolled back keeps the statements it prepared (they are not transactional)
      await client.query('begin');
      await client.query('select n from once where n = $1', [2]);
      await client.query('rollback');
      expect((await client.query('select n from once where n = $1', [2])).rows).toEqual([{ n: 2 }]);
      expect((await client.query('select count(*)::int as c from once where n > $1', [0])).rows).toEqual([{ c: 2 }]);
    });
  });
});
