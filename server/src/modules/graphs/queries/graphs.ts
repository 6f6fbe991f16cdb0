import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/**
 * Hours taught between consecutive `bounds` (n + 1 instants for n months): completed
 * activities with a teacher, lesson_length hours each, by their start. One range scan on
 * activities_start_id_idx, summed per month by CASE.
 */
export async function hoursPerPeriod(db: Db, bounds: readonly number[]): Promise<number[]> {
  const periods = bounds.length - 1;
  const row = await db
    .selectFrom('activities')
    .select((eb) =>
      Array.from({ length: periods }, (_, i) =>
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(eb.and([eb('start_time', '>=', bounds[i]), eb('start_time', '<', bounds[i + 1])]))
              .then(eb.ref('lesson_length'))
              .else(0)
              .end(),
          )
          .as(`m${i}`),
      ),
    )
    .where('start_time', '>=', bounds[0])
    .where('start_time', '<', bounds[bounds.length - 1])
    .where('is_completed', '=', 1)
    .where('teacher_id', 'is not', null)
    .executeTakeFirst();
  const sums = (row ?? {}) as Record<string, number | string | null>;
  return Array.from({ length: periods }, (_, i) => Number(sums[`m${i}`] ?? 0));
}

/** The teacher a chart bar names: selected and grouped by, so the two lists cannot differ. */
const teacherColumns = ['users.id', 'users.first_name', 'users.last_name', 'users.title'] as const;

/** Hours each teacher taught in [from, to): completed activities by their start. */
export function hoursPerTeacher(db: Db, from: number, to: number) {
  return db
    .selectFrom('activities')
    .innerJoin('users', 'users.id', 'activities.teacher_id')
    .select((eb) => [...teacherColumns, eb.fn.sum<number | string>('activities.lesson_length').as('hours')])
    .where('activities.start_time', '>=', from)
    .where('activities.start_time', '<', to)
    .where('activities.is_completed', '=', 1)
    .groupBy([...teacherColumns])
    .execute();
}
