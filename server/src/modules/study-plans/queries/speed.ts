import type { Kysely } from 'kysely';
import { SPEED_WEEKS, type SpeedDto } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface CompletedPoints {
  /** when it was completed (epoch ms) */
  at: number;
  points: number;
}

/**
 * DESIGN §3 speed: points completed per week, averaged over the last SPEED_WEEKS rolling
 * weeks (fewer when the plan's first completion is more recent, so a new plan is not
 * judged on weeks it did not exist), and the weeks the open points need at that pace.
 */
export function velocity(completed: readonly CompletedPoints[], remainingPoints: number, now: number): SpeedDto {
  const completedPoints = completed.reduce((sum, item) => sum + item.points, 0);
  const first = completed.reduce((min, item) => Math.min(min, item.at), Number.POSITIVE_INFINITY);
  const age = Number.isFinite(first) ? Math.ceil((now - first) / WEEK_MS) : 0;
  const weekCount = Math.min(SPEED_WEEKS, Math.max(1, age));
  const weeks = Array.from({ length: weekCount }, (_, i) => {
    const start = now - (weekCount - i) * WEEK_MS;
    const points = completed.filter((item) => item.at > start && item.at <= start + WEEK_MS).reduce((sum, item) => sum + item.points, 0);
    return { start: new Date(start).toISOString(), points };
  });
  const inWindow = weeks.reduce((sum, week) => sum + week.points, 0);
  const pointsPerWeek = Math.round((inWindow / weekCount) * 10) / 10;
  const forecastWeeks = pointsPerWeek > 0 ? Math.round((remainingPoints / pointsPerWeek) * 10) / 10 : null;
  return {
    pointsPerWeek,
    weeks,
    completedPoints,
    remainingPoints,
    forecastWeeks,
    forecastDate: forecastWeeks === null ? null : new Date(now + forecastWeeks * WEEK_MS).toISOString(),
  };
}

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
