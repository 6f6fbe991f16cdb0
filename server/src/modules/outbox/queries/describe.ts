import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The address a closed period's payslip goes to (its teacher's), read in the closing transaction. */
export async function describePayslip(db: Kysely<Database>, periodId: number): Promise<string> {
  const row = await db
    .selectFrom('pay_periods')
    .innerJoin('users', 'users.id', 'pay_periods.teacher_id')
    .select('users.email')
    .where('pay_periods.id', '=', periodId)
    .executeTakeFirst();
  return row?.email ?? '';
}
