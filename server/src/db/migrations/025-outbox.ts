import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The jobs table becomes the outbox of everything that leaves the database
 * (docs/architecture.md#outbox):
 * - `key`: the idempotency key (e.g. `invitation:<userId>:<n>`, `reminder:<lesson>:<person>:<day>`),
 *   unique, so a retried request or a second instance cannot queue the same thing twice;
 * - `claim_token`: fresh at each claim; finishing, failing or extending the lease needs it,
 *   so a runner that lost its lease cannot finish a job another runner holds;
 * - `kind` and `recipient`: what a mail is and to whom, for the admins' "Outgoing mail" page
 *   (null for jobs that are not mails);
 * - `updated_at`: when the state last changed (sent, failed).
 */
export const outboxMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('jobs').addColumn('key', 'varchar(200)').execute();
    await db.schema.alterTable('jobs').addColumn('claim_token', 'varchar(64)').execute();
    await db.schema.alterTable('jobs').addColumn('kind', 'varchar(40)').execute();
    await db.schema.alterTable('jobs').addColumn('recipient', 'varchar(320)').execute();
    await db.schema.alterTable('jobs').addColumn('updated_at', 'bigint').execute();
    await db.schema.createIndex('jobs_key_unique').unique().on('jobs').column('key').execute();
    // the "Outgoing mail" page: mails only, newest first, by state
    await db.schema
      .createIndex('jobs_mail_idx')
      .on('jobs')
      .columns(['state', 'id'])
      .where(sql.ref('kind'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('jobs_mail_idx').execute();
    await db.schema.dropIndex('jobs_key_unique').execute();
    for (const column of ['updated_at', 'recipient', 'kind', 'claim_token', 'key']) {
      await db.schema.alterTable('jobs').dropColumn(column).execute();
    }
  },
};
