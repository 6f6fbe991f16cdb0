import type { Kysely } from 'kysely';
import type { SpeedDto } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';
import { velocity, type CompletedPoints } from '../rules';

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
