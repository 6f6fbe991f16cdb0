import type { Migration } from 'kysely';
import type { DbDialect } from '../../connection';
import { tablesMigration } from '../tables';
import { lessonTables } from './lessons';
import { peopleTables } from './people';
import { planTables } from './plans';
import { siteTables } from './site';

/**
 * Every table of schema.ts, in foreign-key order (`down` drops them in the reverse order).
 * Never edit once shipped: add 002.
 */
export function initialMigration(dialect: DbDialect): Migration {
  return tablesMigration([...peopleTables(dialect), ...planTables(dialect), ...lessonTables(dialect), ...siteTables]);
}
