import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { addIndex, identity, oneOf } from './columns';

/**
 * Background work (the retention approval digest, scheduled mail) as rows, so a job
 * survives a restart and any instance can run it: `queued` until `run_at`; `running`
 * while one instance holds it, until `locked_until` (past that, an instance that died
 * mid-job is presumed gone and another takes it); `done`, or `failed` after its last try.
 */
export function jobsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('state', 'varchar(10)', oneOf('state', ['queued', 'running', 'done', 'failed']))
        .addColumn('run_at', 'bigint', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      // what the runners look for: the next due job
      await addIndex(db, 'jobs_due_idx', 'jobs', ['state', 'run_at']);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('jobs').execute();
    },
  };
}
