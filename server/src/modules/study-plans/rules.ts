import { SPEED_WEEKS, type SpeedDto } from '@studydesk/shared/contracts';
import { badRequest } from '../../permissions';
import { instantToIso } from '../../db/instants';

/** codes are identifiers: trimmed and upper-case, so "eng-b1-001" and "ENG-B1-001" are one code */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export function assertIndividualSize(isGroup: boolean, memberIds: readonly number[] | undefined): void {
  if (!isGroup && memberIds && memberIds.length > 1) throw badRequest('An individual study plan has at most one student');
}

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface CompletedPoints {
  /** when it was completed (epoch ms) */
  at: number;
  points: number;
}

/**
 * The weeks a plan's speed is averaged over: the last SPEED_WEEKS, or fewer while its
 * first completion is more recent (at least one). `first` is null before any completion.
 */
export function speedWeekCount(first: number | null, now: number): number {
  const age = first === null ? 0 : Math.ceil((now - first) / WEEK_MS);
  return Math.min(SPEED_WEEKS, Math.max(1, age));
}

/** Points per week, to one decimal, over a window of `weekCount` weeks ending now. */
export function pace(pointsInWindow: number, weekCount: number): number {
  return Math.round((pointsInWindow / weekCount) * 10) / 10;
}

/**
 * docs/product-rules.md#r-speed-1 speed: points completed per week, averaged over the last SPEED_WEEKS rolling
 * weeks (fewer when the plan's first completion is more recent, so a new plan is not
 * judged on weeks it did not exist), and the weeks the open points need at that pace.
 */
export function velocity(completed: readonly CompletedPoints[], remainingPoints: number, now: number): SpeedDto {
  const completedPoints = completed.reduce((sum, item) => sum + item.points, 0);
  const first = completed.reduce((min, item) => Math.min(min, item.at), Number.POSITIVE_INFINITY);
  const weekCount = speedWeekCount(Number.isFinite(first) ? first : null, now);
  const weeks = Array.from({ length: weekCount }, (_, i) => {
    const start = now - (weekCount - i) * WEEK_MS;
    const points = completed.filter((item) => item.at > start && item.at <= start + WEEK_MS).reduce((sum, item) => sum + item.points, 0);
    return { start: new Date(start).toISOString(), points };
  });
  const inWindow = weeks.reduce((sum, week) => sum + week.points, 0);
  const pointsPerWeek = pace(inWindow, weekCount);
  const forecastWeeks = pointsPerWeek > 0 ? Math.round((remainingPoints / pointsPerWeek) * 10) / 10 : null;
  return {
    pointsPerWeek,
    weeks,
    completedPoints,
    remainingPoints,
    forecastWeeks,
    // a pace too slow to finish before the last date the API knows has no forecast date
    forecastDate: forecastWeeks === null ? null : instantToIso(now + forecastWeeks * WEEK_MS),
  };
}

