import type { SpeedDto } from '@studydesk/shared/contracts';
import { speedChart } from './speed-chart';

const WEEK = 7 * 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 2, 18, 10);

function speed(partial: Partial<SpeedDto>): SpeedDto {
  return { pointsPerWeek: 0, weeks: [], completedPoints: 0, remainingPoints: 0, forecastWeeks: null, forecastDate: null, ...partial };
}

const weeks = (points: number[]) => points.map((p, i) => ({ start: new Date(NOW - (points.length - i) * WEEK).toISOString(), points: p }));

describe('the speed chart (docs/product-rules.md#r-speed-1)', () => {
  it('bars the points of each week and runs the total of completed points', () => {
    const chart = speedChart(speed({ weeks: weeks([3, 5, 0, 8]), completedPoints: 40, remainingPoints: 0 }), NOW);
    expect(chart.points.map((p) => [p.week, p.done])).toEqual([[3, 27], [5, 32], [0, 32], [8, 40]]);
    expect(chart.points[3].at).toBe(NOW);
    expect(chart.target).toBe(40);
    expect(chart.points.some((p) => p.forecast !== undefined)).toBe(false);
  });

  it('draws the forecast from now to the remaining points at the current pace', () => {
    const chart = speedChart(speed({ weeks: weeks([4, 4]), pointsPerWeek: 4, completedPoints: 8, remainingPoints: 10, forecastWeeks: 2.5 }), NOW);
    const forecast = chart.points.filter((p) => p.forecast !== undefined);
    expect(forecast[0]).toMatchObject({ at: NOW, done: 8, forecast: 8 });
    expect(forecast.map((p) => p.forecast)).toEqual([8, 11.3, 14.7, 18]);
    expect(forecast[forecast.length - 1].at).toBe(NOW + 2.5 * WEEK);
    expect(chart.target).toBe(18);
  });

  it('keeps a far forecast to a few points, ending at the target', () => {
    const chart = speedChart(speed({ weeks: weeks([1]), pointsPerWeek: 1, completedPoints: 1, remainingPoints: 100, forecastWeeks: 100 }), NOW, 8);
    const forecast = chart.points.filter((p) => p.forecast !== undefined);
    expect(forecast).toHaveLength(9);
    expect(forecast[8]).toMatchObject({ at: NOW + 100 * WEEK, forecast: 101 });
  });

  it('shows where it stands without completed weeks, and no forecast without a pace', () => {
    const chart = speedChart(speed({ remainingPoints: 13 }), NOW);
    expect(chart.points).toEqual([{ at: NOW, done: 0 }]);
    expect(chart.target).toBe(13);
  });
});
