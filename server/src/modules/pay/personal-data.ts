import { sql } from 'kysely';
import { declarePersonalData } from '../../privacy/declaration';

/**
 * A teacher's pay is kept, under their pseudonym, until the retention date after its
 * period, then purged (docs/product-rules.md#r-privacy-4); who marked or closed something stays a
 * pseudonymous reference.
 */
export const payPersonalData = declarePersonalData({
  module: 'pay',
  tables: [
    { table: 'teacher_payments', refs: { teacher_id: 'retain', marked_by: 'keep' }, export: 'csv' },
    { table: 'payment_events', refs: { teacher_id: 'retain', actor_id: 'keep' }, export: 'csv' },
    { table: 'pay_rates', refs: { teacher_id: 'retain', created_by: 'keep' }, export: 'csv' },
    { table: 'pay_periods', refs: { teacher_id: 'retain', closed_by: 'keep' }, export: 'csv' },
    {
      table: 'pay_period_lessons',
      about: { rows: (person) => sql<boolean>`period_id in (select id from pay_periods where teacher_id = ${person.id})`, erase: 'retain' },
      export: 'csv',
    },
    { table: 'pay_adjustments', refs: { teacher_id: 'retain', created_by: 'keep' }, export: 'csv' },
  ],
});
