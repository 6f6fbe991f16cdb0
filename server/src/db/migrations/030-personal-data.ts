import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { identity, oneOf, required, type Column } from './columns';
import { tablesMigration } from './tables';

/** A reference to a person that outlives them: the row stays (for the record) when their row is purged. */
const personOrNull: Column = ['integer', (col) => col.references('users.id').onDelete('set null')];

/**
 * A person's data (docs/product-rules.md#r-privacy-1):
 * - `privacy_requests`: exports and erasures, each with its due date (one month), state and
 *   the pseudonymous label the request list and the audit trail show; an export's file and
 *   its expiry; an erasure's retention date and when its kept rows were purged;
 * - `privacy_audit`: who did what, when, about which request, never naming the person;
 * - `privacy_settings`: one row, the years pay records are kept after their period and the
 *   leavers' erasure (months after archiving; null: off);
 * - `users.archived_at`: when a person was archived (the leavers' setting counts from it);
 *   those archived before are taken as archived at their last change.
 */
export function personalDataMigration(dialect: DbDialect): Migration {
  return tablesMigration(
    [
      {
        name: 'privacy_requests',
        columns: {
          id: identity(dialect),
          kind: ['varchar(10)', oneOf('kind', ['export', 'erasure'])],
          person_id: personOrNull,
          person_label: required('varchar(80)'),
          requested_by: personOrNull,
          state: ['varchar(10)', oneOf('state', ['requested', 'approved', 'done', 'refused', 'expired'])],
          created_at: required('bigint'),
          due_at: required('bigint'),
          decided_by: personOrNull,
          decided_at: 'bigint',
          done_at: 'bigint',
          file_name: 'varchar(80)',
          expires_at: 'bigint',
          retain_until: 'bigint',
          purged_at: 'bigint',
        },
        indexes: { privacy_requests_person_idx: ['person_id'], privacy_requests_state_idx: ['state', 'due_at'] },
      },
      {
        name: 'privacy_audit',
        columns: {
          id: identity(dialect),
          at: required('bigint'),
          actor_id: personOrNull,
          action: required('varchar(30)'),
          request_id: ['integer', (col) => col.references('privacy_requests.id').onDelete('set null')],
          subject: required('varchar(80)'),
        },
        indexes: { privacy_audit_at_idx: ['at'] },
      },
      {
        name: 'privacy_settings',
        columns: {
          id: ['integer', (col) => col.primaryKey()],
          retention_years: ['integer', (col) => col.notNull().defaultTo(6)],
          leavers_after_months: 'integer',
        },
      },
    ],
    {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('users').addColumn('archived_at', 'bigint').execute();
        await sql`update users set archived_at = updated_at where archived = 1`.execute(db);
        await db.insertInto('privacy_settings').values({ id: 1 }).execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.alterTable('users').dropColumn('archived_at').execute();
      },
    },
  );
}
