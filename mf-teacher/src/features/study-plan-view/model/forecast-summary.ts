import type { ForecastItemDto, PlanForecastDto } from '@studydesk/shared/contracts';

export interface ForecastSummary {
  /** cards likely forgotten, summed over the members */
  likelyForgotten: number;
  /** members with at least one reviewed card */
  reviewers: number;
  /** members with at least one card likely forgotten */
  forgetters: number;
  /** the cards to revise in class: the most members forgetting them first, then the least recalled */
  topItems: (ForecastItemDto & { students: number })[];
}

/** A plan's forecast in one line (dashboard) and what to revise; null when nothing can be forecast. */
export function summariseForecast(forecast: PlanForecastDto | undefined, top = 5): ForecastSummary | null {
  if (!forecast || forecast.nextLesson === null) return null;
  const reviewers = forecast.students.filter((s) => s.reviewedCards > 0);
  if (reviewers.length === 0) return null;
  const items = new Map<number, ForecastItemDto & { students: number }>();
  for (const student of forecast.students) {
    for (const item of student.topItems) {
      const seen = items.get(item.cardId);
      if (seen) items.set(item.cardId, { ...seen, students: seen.students + 1, retrievability: Math.min(seen.retrievability, item.retrievability) });
      else items.set(item.cardId, { ...item, students: 1 });
    }
  }
  return {
    likelyForgotten: forecast.students.reduce((sum, s) => sum + s.likelyForgotten, 0),
    reviewers: reviewers.length,
    forgetters: forecast.students.filter((s) => s.likelyForgotten > 0).length,
    topItems: [...items.values()].sort((a, b) => b.students - a.students || a.retrievability - b.retrievability || a.cardId - b.cardId).slice(0, top),
  };
}
