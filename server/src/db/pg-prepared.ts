import type pg from 'pg';

/**
 * Distinct statements prepared by name, per pool. The server runs a few hundred
 * statements over and over; SQL built with variable-length lists (`in ($1, $2, …)`) could
 * make more, and past this they run unnamed as before.
 */
export const PREPARED_STATEMENT_LIMIT = 500;

/** PostgreSQL's answer to a prepared `select *` whose table gained or lost a column since. */
function isStaleResultType(error: unknown): boolean {
  return (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));
}

const QUERY = /^\s*(select|insert|update|delete|with)\b/i;

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Runs the statements Kysely sends through a pooled connection as named prepared
 * statements, for every connection of the pool it is attached to (`pool.on('connect', …)`).
 * PostgreSQL then parses a statement once per connection and, after a few runs, keeps its
 * plan: on the server's short queries planning takes longer than running them (the
 * dashboard's plans query: 1.2 ms planning, 0.4 ms running), and that CPU is taken from
 * the cores the database shares with the server (docs/architecture.md#under-pressure).
 *
 * A statement whose result columns changed under it (another instance migrated the
 * schema) is dropped from the prepared ones and run again unnamed, unless it ran inside a
 * transaction, which PostgreSQL has already aborted: that one fails once. Calls in any
 * other form (a cursor, a callback, no parameters array) pass through unchanged.
 */
export function preparingStatements(limit = PREPARED_STATEMENT_LIMIT): (client: pg.PoolClient) => void {
  // SQL → its name, or null once it may no longer be prepared
  const names = new Map<string, string | null>();
  let next = 0;
  const nameOf = (sql: string): string | null => {
    let name = names.get(sql);
    if (name === undefined) {
      // queries only: schema changes and transaction control run once or gain nothing
      name = next < limit && QUERY.test(sql) ? `sd${next++}` : null;
      names.set(sql, name);
    }
    return name;
  };
  return (client) => {
    const query = client.query.bind(client) as Query;
    let inTransaction = false;
    const prepared = async (text: string, values: unknown[]) => {
      const name = nameOf(text);
      if (!name) return query(text, values);
      try {
        return await query({ name, text, values });
      } catch (error) {
        if (!isStaleResultType(error)) throw error;
        names.set(text, null);
        if (inTransaction) throw error;
        return query(text, values);
      }
    };
    client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      if (typeof text === 'string' && Array.isArray(values) && callback === undefined) {
        // Kysely begins and ends its transactions with these exact statements
        if (text === 'begin' || text.startsWith('start transaction')) inTransaction = true;
        else if (text === 'commit' || text === 'rollback') inTransaction = false;
        return prepared(text, values);
      }
      return callback === undefined ? (values === undefined ? query(text) : query(text, values)) : query(text, values, callback);
    }) as unknown as typeof client.query;
  };
}
