import type { Insertable, Transaction } from 'kysely';
import type { Database, TeacherPaymentsTable } from '../db/schema';
import { closePeriodIn } from '../modules/pay';
import { readSiteSettings } from '../modules/site-settings';

/**
 * Hourly rates in minor units (EUR), in DEMO_TEACHERS order, for every plan; the first
 * teacher earns more for groups. Without them the report and payslips would show 0.
 */
const DEMO_RATES: ReadonlyArray<{ all: number; group?: number }> = [
  { all: 3000, group: 3600 },
  { all: 2800 },
  { all: 3200 },
  { all: 2600 },
  { all: 3500 },
];

/**
 * docs/product-rules.md#r-pay-3 and docs/product-rules.md#r-pay-4 in the demo school: each
 * teacher has a rate from a year back, and every month the demo marked fully paid is a closed
 * period priced at those rates, oldest first (its payslip then shows what was paid). A
 * partially paid month stays open, with its late lesson still to pay.
 */
export async function seedDemoPay(
  trx: Transaction<Database>,
  teacherIds: readonly number[],
  payments: ReadonlyArray<Insertable<TeacherPaymentsTable>>,
  adminId: number,
  now: number,
): Promise<void> {
  const today = new Date(now);
  const from = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), 1)).toISOString().slice(0, 10);
  const rates = teacherIds.flatMap((teacherId, index) => {
    const rate = DEMO_RATES[index % DEMO_RATES.length];
    const base = { teacher_id: teacherId, effective_from: from, created_by: adminId, created_at: now };
    return [{ ...base, kind: null, amount_per_hour: rate.all }, ...(rate.group ? [{ ...base, kind: 'group' as const, amount_per_hour: rate.group }] : [])];
  });
  await trx.insertInto('pay_rates').values(rates).execute();

  const settings = await readSiteSettings(trx);
  const paid = payments.filter((p) => p.status === 1).sort((a, b) => a.teacher_id - b.teacher_id || a.year - b.year || a.month - b.month);
  for (const month of paid) {
    await closePeriodIn(trx, month.teacher_id, { year: month.year, month: month.month }, { id: adminId, now: Number(month.marked_at) }, settings);
  }
}
