import type pg from 'pg';

/**
 * How many statements one PostgreSQL connection keeps prepared: a few times the
 * statements the server has, as the SQLite statement cache. Past it (texts that vary,
 * e.g. IN lists of every length) a statement runs unnamed, as before, so a connection's
 * memory in the database stays bounded.
 */
export const PREPARED_PER_CONNECTION = 500;

/**
 * Makes a pooled connection run each statement with parameters as a named prepared
 * statement: the first call on the connection parses it under a new name, later calls
 * only bind and execute it. PostgreSQL then parses and plans the text once per connection
 * instead of on every call (docs/architecture.md#prepared-statements). Statements without
 * parameters (BEGIN, COMMIT, a migration's script) and anything that is not plain text (a
 * cursor, a callback) go through untouched.
 */
export function prepareStatements(client: pg.PoolClient, limit = PREPARED_PER_CONNECTION): void {
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
