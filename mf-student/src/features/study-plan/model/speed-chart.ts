import type { SpeedDto } from '@studydesk/shared/contracts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A point of the speed chart at an instant (epoch ms). */
export interface SpeedPoint {
  at: number;
  /** points completed in the week ending here (bars) */
  week?: number;
  /** points completed so far (solid line) */
  done?: number;
  /** where the open points would be at the current pace (dashed line) */
  forecast?: number;
}

export interface SpeedChart {
  points: SpeedPoint[];
  /** completed plus open points: where the forecast ends */
  target: number;
}

/**
 * docs/product-rules.md#r-speed-1 speed as a chart: the points completed in each recent week, the running total
 * of completed points, and from now a forecast line at the current pace up to the
 * remaining points (at most `steps` points of it, however far off it ends).
 */
export function speedChart(speed: SpeedDto, now: number, steps = 8): SpeedChart {
  const target = speed.completedPoints + speed.remainingPoints;
  const inWindow = speed.weeks.reduce((sum, week) => sum + week.points, 0);
  let done = speed.completedPoints - inWindow;
  const points: SpeedPoint[] = speed.weeks.map((week) => {
    done += week.points;
    return { at: Date.parse(week.start) + WEEK_MS, week: week.points, done };
  });
  if (points.length === 0) points.push({ at: now, done: speed.completedPoints });
  const last = points[points.length - 1];
  if (speed.forecastWeeks !== null && speed.forecastWeeks > 0 && speed.remainingPoints > 0) {
    last.forecast = last.done;
    const count = Math.max(1, Math.min(steps, Math.ceil(speed.forecastWeeks)));
    for (let step = 1; step <= count; step += 1) {
      const weeks = (speed.forecastWeeks * step) / count;
      points.push({ at: last.at + weeks * WEEK_MS, forecast: Math.min(target, Math.round((speed.completedPoints + speed.pointsPerWeek * weeks) * 10) / 10) });
    }
    points[points.length - 1].forecast = target;
  }
  return { points, target };
}
