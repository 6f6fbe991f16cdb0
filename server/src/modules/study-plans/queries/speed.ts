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
 * When a completed activity was completed, as computeSpeed reads it (now when neither is
 * set): the expression activities_plan_speed_idx is ordered by, so a plan's recent work
 * and its first completion are ranges of that index.
 */
const dated = sql<number | null>`coalesce(${sql.ref('completed_at')}, ${sql.ref('start_time')})`;

/** Completed work, no milestones: the condition of activities_plan_speed_idx, in literals as it states it. */
function completedWork(db: Kysely<Database>, planIds: readonly number[]) {
  return db
    .selectFrom('activities')
    .where('study_plan_id', 'in', [...planIds])
    .where('is_completed', '=', sql.lit(1))
    .where('type', '<>', sql.lit('milestone'));
}

/**
 * The speed (points per week, as computeSpeed works it out) of each plan of a list page,
 * in one query: per plan the points completed in each window of the last 1..SPEED_WEEKS
 * weeks, from its recent completions only (index ranges, not the plan's whole history),
 * and its first completion (one index probe), whose age picks the window. Plans with
 * nothing completed lately are 0.
 */
export async function planSpeeds(db: Kysely<Database>, planIds: readonly number[], now: number): Promise<Map<number, number>> {
  const speeds = new Map<number, number>(planIds.map((id) => [id, 0]));
  if (planIds.length === 0) return speeds;
  const windows = Array.from({ length: SPEED_WEEKS }, (_, i) => i + 1);
  const since = now - SPEED_WEEKS * WEEK_MS;
  // the undated ones count as completed now: a range of their own (NULL) in the index
  const recent = completedWork(db, planIds)
    .select(['study_plan_id', 'difficulty_level', dated.as('at')])
    .where(dated, '>', since)
    .unionAll(completedWork(db, planIds).select(['study_plan_id', 'difficulty_level', dated.as('at')]).where(dated, 'is', null));
  const at = sql<number>`coalesce(${sql.ref('r.at')}, ${now})`;
  const rows = await db
    .selectFrom(recent.as('r'))
    .select((eb) => [
      'r.study_plan_id',
      eb.fn.min(at).as('first_recent'),
      eb
        .selectFrom('activities')
        .select(eb.fn.min(dated).as('first'))
        .whereRef('activities.study_plan_id', '=', 'r.study_plan_id')
        .where('is_completed', '=', sql.lit(1))
        .where('type', '<>', sql.lit('milestone'))
        .as('first_dated'),
      ...windows.map((weeks) =>
        eb.fn
          .sum(eb.case().when(eb.and([eb(at, '>', now - weeks * WEEK_MS), eb(at, '<=', now)])).then(eb.ref('r.difficulty_level')).else(0).end())
          .as(`w${weeks}`),
      ),
    ])
    .groupBy('r.study_plan_id')
    .execute();
  for (const row of rows) {
    const sums = row as unknown as Record<string, number | string | bigint | null>;
    const firstDated = row.first_dated === null ? Number.POSITIVE_INFINITY : Number(row.first_dated);
    const weekCount = speedWeekCount(Math.min(firstDated, Number(row.first_recent)), now);
    speeds.set(Number(row.study_plan_id), pace(Number(sums[`w${weekCount}`] ?? 0), weekCount));
  }
  return speeds;
}
