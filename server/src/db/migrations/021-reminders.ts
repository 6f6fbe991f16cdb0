import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { belongsTo, createTable, createdAt, required } from './columns';

/**
 * Reminders and digests (docs/product-rules.md#r-mail-1):
 * - `site_settings.reminder_time`: the school's local time ('HH:mm') at which the day's
 *   reminders (for tomorrow's lessons) and the teachers' digests go out;
 * - `site_settings.mail_link_key`: signs the opt-out links in those mails;
 * - `mail_opt_outs`: the kinds of mail a person turned off;
 * - `scheduled_runs`: one row per kind and local day, taken by the first instance to see the
 *   time pass, so a day's run is queued once however many instances run;
 * - `sent_mails`: one row per kind, subject and recipient, written before the mail goes, so a
 *   retried run never sends one twice.
 */
export function remindersMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('site_settings')
        .addColumn('reminder_time', 'varchar(5)', (col) => col.notNull().defaultTo('18:00'))
        .execute();
      // the key that signs opt-out links; made on first use (the row may not exist yet)
      await db.schema
        .alterTable('site_settings')
        .addColumn('mail_link_key', 'varchar(64)', (col) => col.notNull().defaultTo(''))
        .execute();
      await createTable(
        db,
        'mail_opt_outs',
        { user_id: belongsTo('users'), kind: required('varchar(40)'), created_at: createdAt(dialect) },
        (table) => table.addPrimaryKeyConstraint('mail_opt_outs_pk', ['user_id', 'kind']),
      );
      // kind: the job; day: the site's local day, YYYY-MM-DD
      await createTable(
        db,
        'scheduled_runs',
        { kind: required('varchar(40)'), day: required('varchar(10)'), created_at: createdAt(dialect) },
        (table) => table.addPrimaryKeyConstraint('scheduled_runs_pk', ['kind', 'day']),
      );
      // subject_key: what the mail is about (a lesson id and its start, or a day)
      await createTable(
        db,
        'sent_mails',
        { kind: required('varchar(40)'), subject_key: required('varchar(80)'), user_id: belongsTo('users'), created_at: createdAt(dialect) },
        (table) => table.addPrimaryKeyConstraint('sent_mails_pk', ['kind', 'subject_key', 'user_id']),
      );
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('sent_mails').execute();
      await db.schema.dropTable('scheduled_runs').execute();
      await db.schema.dropTable('mail_opt_outs').execute();
      await db.schema.alterTable('site_settings').dropColumn('mail_link_key').execute();
      await db.schema.alterTable('site_settings').dropColumn('reminder_time').execute();
    },
  };
}
