import type pg from 'pg';

/**
 * Statements kept ready per database connection, on either engine: a few times the
 * statements the server has. Past it (texts that vary, e.g. IN lists of every length) the
 * SQLite cache drops its least recently used, and a PostgreSQL statement runs unnamed, as
 * before, so a connection's memory stays bounded.
 */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Makes a pooled connection run each statement with parameters as a named prepared
 * statement: the first call on the connection parses it under a new name, later calls
 * only bind and execute it. PostgreSQL then parses and plans the text once per connection
 * instead of on every call (docs/architecture.md#prepared-statements). Statements without
 * parameters (BEGIN, COMMIT, a migration's script) and anything that is not plain text (a
 * cursor, a callback) go through untouched.
 */
export function prepareStatements(client: pg.PoolClient, limit = STATEMENT_CACHE_SIZE): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    const [values] = rest;
    if (typeof text === 'string' && rest.length === 1 && Array.isArray(values) && values.length > 0) {
      let name = names.get(text);
      if (name === undefined && names.size < limit) {
        name = `sd_${names.size}`;
        names.set(text, name);
      }
      if (name !== undefined) return query({ name, text, values });
    }
    return query(text, ...rest);
  }) as typeof client.query;
}
