import type { Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { identity, oneOf, required } from './columns';
import { tablesMigration } from './tables';

/**
 * Background work (the retention approval digest, scheduled mail) as rows, so a job
 * survives a restart and any instance can run it: `queued` until `run_at`; `running`
 * while one instance holds it, until `locked_until` (past that, an instance that died
 * mid-job is presumed gone and another takes it); `done`, or `failed` after its last try.
 */
export function jobsMigration(dialect: DbDialect): Migration {
  return tablesMigration([{
    name: 'jobs',
    columns: {
      id: identity(dialect),
      name: required('varchar(100)'),
      payload: required('text'),
      state: ['varchar(10)', oneOf('state', ['queued', 'running', 'done', 'failed'])],
      run_at: required('bigint'),
      attempts: ['integer', (col) => col.notNull().defaultTo(0)],
      locked_until: 'bigint',
      last_error: 'text',
      created_at: required('bigint'),
    },
    // what the runners look for: the next due job
    indexes: { jobs_due_idx: ['state', 'run_at'] },
  }]);
}
