import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * Whether any hourly rate is defined: a change of currency then reinterprets their numbers
 * (docs/product-rules.md#r-pay-8). Read here rather than through the pay module, which reads
 * the site settings itself.
 */
export async function ratesDefined(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('pay_rates').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
