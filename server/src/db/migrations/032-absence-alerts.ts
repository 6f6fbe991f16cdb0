import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { belongsTo, identity, required } from './columns';
import { tablesMigration } from './tables';

/**
 * Absence alerts (docs/product-rules.md#r-absence-1 to #r-absence-5):
 * - `site_settings.absence_rules`: JSON of the school's rules; null = the default rules;
 * - `absence_alerts`: one row per alert raised for a student of a plan by a rule, with the
 *   lessons that made it hold, who was told, and how it closed: resolved by an admin with a
 *   note, its pattern ended (`ended_at`), or raised again after the cooldown. At most one
 *   alert per plan, student and rule is open (a partial unique index): two instances that
 *   evaluate the same save at once raise it once;
 * - a partial index of the group members marked absent, which every evaluation reads.
 */
export function absenceAlertsMigration(dialect: DbDialect): Migration {
  return tablesMigration([{
    name: 'absence_alerts',
    columns: {
      id: identity(dialect),
      study_plan_id: belongsTo('study_plans'),
      student_id: belongsTo('users'),
      rule_id: required('varchar(40)'),
      // the rule as it was when raised (JSON of an AbsenceRule): its numbers may change later
      rule: required('text'),
      // JSON: the lessons that made it hold, [{ activityId, start, outcome }]
      lessons: required('text'),
      // JSON: who was told, [{ id, name, profile }]
      recipients: required('text'),
      raised_at: required('bigint'),
      ended_at: 'bigint',
      resolved_at: 'bigint',
      resolved_by: ['integer', (col) => col.references('users.id').onDelete('set null')],
      resolved_note: 'text',
    },
    indexes: {
      absence_alerts_plan_idx: ['study_plan_id', 'student_id', 'rule_id', 'raised_at'],
      absence_alerts_student_idx: ['student_id'],
    },
  }], {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('site_settings').addColumn('absence_rules', 'text').execute();
      await db.schema
        .createIndex('absence_alerts_open_idx')
        .on('absence_alerts')
        .columns(['study_plan_id', 'student_id', 'rule_id'])
        .unique()
        .where(sql.ref('resolved_at'), 'is', null)
        .execute();
      // the members marked absent from a group lesson, which each evaluation reads: few beside the whole register
      await db.schema
        .createIndex('activity_members_absent_idx')
        .on('activity_members')
        .columns(['activity_id', 'student_id'])
        .where(sql.ref('attended'), '=', 0)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('activity_members_absent_idx').execute();
      await db.schema.dropIndex('absence_alerts_open_idx').execute();
      await db.schema.alterTable('site_settings').dropColumn('absence_rules').execute();
    },
  });
}
