import SqliteDatabase from 'better-sqlite3';
import { withStatementCache } from '../../src/db/connection';

describe('the SQLite statement cache', () => {
  let sqlite: SqliteDatabase.Database;
  beforeEach(() => {
    sqlite = new SqliteDatabase(':memory:');
    sqlite.exec('create table t (n integer)');
    sqlite.exec('insert into t values (1), (2), (3)');
  });
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('compiles a statement once and hands it out again', () => {
    const cache = withStatementCache(sqlite);
    const first = cache.prepare('select n from t where n > ?');
    expect(cache.prepare('select n from t where n > ?')).toBe(first);
    expect(first.all(1)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(cache.prepare('select n from t where n > ?').all(2)).toEqual([{ n: 3 }]);
  });

  it('never hands out a statement that is still being iterated', () => {
    const cache = withStatementCache(sqlite);
    const streaming = cache.prepare('select n from t');
    const rows = streaming.iterate();
    rows.next();
    const other = cache.prepare('select n from t');
    expect(other).not.toBe(streaming);
    expect(other.all()).toHaveLength(3);
    rows.return?.();
    expect(cache.prepare('select n from t')).toBe(streaming);
  });

  it('drops the least recently used past its size', () => {
    const cache = withStatementCache(sqlite, 2);
    const a = cache.prepare('select 1');
    const b = cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a);
    cache.prepare('select 3');
    expect(cache.prepare('select 1')).toBe(a);
    expect(cache.prepare('select 2')).not.toBe(b);
  });

  it('keeps working when the schema changes under a kept statement', () => {
    const cache = withStatementCache(sqlite);
    expect(cache.prepare('select count(*) as c from t').get()).toEqual({ c: 3 });
    sqlite.exec('alter table t add column m integer');
    sqlite.exec('insert into t (n, m) values (4, 4)');
    expect(cache.prepare('select count(*) as c from t').get()).toEqual({ c: 4 });
  });

  it('closes the connection', () => {
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
