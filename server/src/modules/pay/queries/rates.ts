import type { Kysely } from 'kysely';
import type { PayRate, RateKind } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';
import { conflict } from '../../../permissions';
import { isUniqueViolation } from '../../../plugins/error-handler';
import { RATE_DAY_TAKEN } from '../rules';

type Db = Kysely<Database>;

export type TeacherRate = PayRate;

const toRate = (row: { id: number; teacher_id: number; kind: RateKind | null; amount_per_hour: number; effective_from: string }): TeacherRate => ({
  id: Number(row.id),
  teacherId: Number(row.teacher_id),
  kind: row.kind,
  amountPerHour: Number(row.amount_per_hour),
  effectiveFrom: row.effective_from,
});

/** The rates of these teachers, by teacher, oldest first. */
export async function ratesOf(db: Db, teacherIds: readonly number[]): Promise<Map<number, TeacherRate[]>> {
  const byTeacher = new Map<number, TeacherRate[]>(teacherIds.map((id) => [id, []]));
  if (teacherIds.length === 0) return byTeacher;
  const rows = await db
    .selectFrom('pay_rates')
    .select(['id', 'teacher_id', 'kind', 'amount_per_hour', 'effective_from'])
    .where('teacher_id', 'in', [...teacherIds])
    .orderBy('effective_from')
    .orderBy('id')
    .execute();
  for (const row of rows) byTeacher.get(Number(row.teacher_id))?.push(toRate(row));
  return byTeacher;
}

/** A new rate; a second for the same teacher, kind and day is refused (409, pay_rates_day_unique). */
export async function addRate(db: Db, rate: Omit<PayRate, 'id'>, createdBy: number, now: number): Promise<TeacherRate> {
  try {
    const row = await db
      .insertInto('pay_rates')
      .values({ teacher_id: rate.teacherId, kind: rate.kind, amount_per_hour: rate.amountPerHour, effective_from: rate.effectiveFrom, created_by: createdBy, created_at: now })
      .returning(['id', 'teacher_id', 'kind', 'amount_per_hour', 'effective_from'])
      .executeTakeFirstOrThrow();
    return toRate(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(RATE_DAY_TAKEN);
    throw error;
  }
}

export async function deleteRate(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('pay_rates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
