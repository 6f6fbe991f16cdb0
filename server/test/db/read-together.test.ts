import type { OpenDatabase } from '../../src/db/connection';
import { readTogether } from '../../src/db/read-together';
import { createMigratedTestDatabase } from '../helpers/database';
import { insertUser } from '../helpers/factories';

describe('readTogether', () => {
  let handle: OpenDatabase;
  beforeAll(async () => {
    handle = await createMigratedTestDatabase();
    await insertUser(handle.db, { first_name: 'Ada', profile: 'teacher' });
  });
  afterAll(() => handle.destroy());

  /** Reads that log when each starts and ends; the first waits until `release` is called. */
  function loggedReads(db: OpenDatabase['db']) {
    const log: string[] = [];
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = async () => {
      log.push('first starts');
      await gate;
      const row = await db.selectFrom('users').select('first_name').executeTakeFirstOrThrow();
      log.push('first ends');
      return row.first_name;
    };
    const second = async () => {
      log.push('second starts');
      const n = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      log.push('second ends');
      return Number(n.n);
    };
    return { log, release, first, second };
  }

  it('sends independent reads together and gives their answers in order', async () => {
    const { log, release, first, second } = loggedReads(handle.db);
    const answers = readTogether(handle.db, first, second);
    // the second read ran to its end while the first still waited
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toEqual(['first starts', 'second starts', 'second ends']);
    release();
    expect(await answers).toEqual(['Ada', 1]);
  });

  it('reads one after another inside a transaction (one connection)', async () => {
    await handle.db.transaction().execute(async (trx) => {
      const { log, release, first, second } = loggedReads(trx);
      const answers = readTogether(trx, first, second);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(log).toEqual(['first starts']);
      release();
      expect(await answers).toEqual(['Ada', 1]);
      expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
    });
  });

  it('fails with the first failure, after every read has settled', async () => {
    const failing = async () => {
      throw new Error('no such plan');
    };
    let settled = false;
    const slow = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      settled = true;
      return 1;
    };
    await expect(readTogether(handle.db, slow, failing)).rejects.toThrow('no such plan');
    expect(settled).toBe(true);
  });
});
