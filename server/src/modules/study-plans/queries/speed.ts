import { sql, type Kysely } from 'kysely';
import { SPEED_WEEKS, type SpeedDto } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';
import { pace, speedWeekCount, velocity, WEEK_MS, type CompletedPoints } from '../rules';

/** Milestones are markers, not work: they count on neither side. */
export async function computeSpeed(db: Kysely<Database>, planId: number, now: number): Promise<SpeedDto> {
  const rows = await db
    .selectFrom('activities')
    .select(['is_completed', 'completed_at', 'start_time', 'difficulty_level'])
    .where('study_plan_id', '=', planId)
    .where('type', '!=', 'milestone')
    .execute();
  const completed: CompletedPoints[] = [];
  let remaining = 0;
  for (const row of rows) {
    const points = Number(row.difficulty_level);
    if (Number(row.is_completed) === 1) {
      completed.push({ at: Number(row.completed_at ?? row.start_time ?? now), points });
    } else {
      remaining += points;
    }
  }
  return velocity(completed, remaining, now);
}

/**
 * The speed (points per week, as computeSpeed works it out) of each plan of a list page,
 * in one grouped query: per plan its first completion and the points completed in each
 * window of the last 1..SPEED_WEEKS weeks; the plan's age then picks its window. Plans
 * with nothing completed are 0.
 */
export async function planSpeeds(db: Kysely<Database>, planIds: readonly number[], now: number): Promise<Map<number, number>> {
  const speeds = new Map<number, number>(planIds.map((id) => [id, 0]));
  if (planIds.length === 0) return speeds;
  // when it was completed, as computeSpeed reads it
  const at = sql<number>`coalesce(${sql.ref('completed_at')}, ${sql.ref('start_time')}, ${now})`;
  const windows = Array.from({ length: SPEED_WEEKS }, (_, i) => i + 1);
  const rows = await db
    .selectFrom('activities')
    .select((eb) => [
      'study_plan_id',
      eb.fn.min(at).as('first'),
      ...windows.map((weeks) =>
        eb.fn
          .sum(
            eb
              .case()
              .when(eb.and([eb(at, '>', now - weeks * WEEK_MS), eb(at, '<=', now)]))
              .then(eb.ref('difficulty_level'))
              .else(0)
              .end(),
          )
          .as(`w${weeks}`),
      ),
    ])
    .where('study_plan_id', 'in', [...planIds])
    .where('is_completed', '=', 1)
    .where('type', '!=', 'milestone')
    .groupBy('study_plan_id')
    .execute();
  for (const row of rows) {
    const sums = row as unknown as Record<string, number | string | bigint | null>;
    const weekCount = speedWeekCount(Number(row.first), now);
    speeds.set(Number(row.study_plan_id), pace(Number(sums[`w${weekCount}`] ?? 0), weekCount));
  }
  return speeds;
}
