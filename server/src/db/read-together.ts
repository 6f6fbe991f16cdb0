import type { Kysely } from 'kysely';
import type { Database } from './schema';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Reads of one request that do not depend on each other, sent together: on PostgreSQL
 * each takes a pooled connection of its own, so the request waits for one round of them
 * instead of one round each (docs/architecture.md#independent-reads). Inside a transaction
 * they run one after another: a transaction is one connection, and one connection answers
 * one statement at a time. A failure is thrown once every read has settled (the first
 * one's, in the order given), so no read outlives the request.
 */
export async function readTogether<T extends readonly unknown[]>(db: Kysely<Database>, ...reads: Reads<T>): Promise<T> {
  if (db.isTransaction) {
    const results: unknown[] = [];
    for (const read of reads) results.push(await read());
    return results as unknown as T;
  }
  // every read settles before the request goes on: none is left running once it has answered
  const settled = await Promise.allSettled(reads.map((read) => read()));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
