import type { PlanForecastDto, StudentForecastDto } from '@studydesk/shared/contracts';
import { summariseForecast } from './forecast-summary';

const item = (cardId: number, retrievability: number) => ({ cardId, front: `Front ${cardId}`, back: `Back ${cardId}`, retrievability });
const student = (studentId: number, partial: Partial<StudentForecastDto> = {}): StudentForecastDto => ({
  studentId, firstName: 'A', lastName: `S${studentId}`, reviewedCards: 0, likelyForgotten: 0, topItems: [], ...partial,
});
const plan = (students: StudentForecastDto[], nextLesson: string | null = '2026-11-25T09:00:00.000Z'): PlanForecastDto => ({ studyPlanId: 1, nextLesson, desiredRetention: 0.9, students });

describe('forgetting forecast summary', () => {
  it('nothing to say without a next lesson or without any review', () => {
    expect(summariseForecast(undefined)).toBeNull();
    expect(summariseForecast(plan([student(1, { reviewedCards: 3, likelyForgotten: 1, topItems: [item(1, 0.5)] })], null))).toBeNull();
    expect(summariseForecast(plan([student(1), student(2)]))).toBeNull();
  });

  it('sums the members, and ranks the cards most members forget first, then the least recalled', () => {
    const summary = summariseForecast(
      plan([
        student(1, { reviewedCards: 10, likelyForgotten: 2, topItems: [item(7, 0.4), item(8, 0.8)] }),
        student(2, { reviewedCards: 5, likelyForgotten: 1, topItems: [item(8, 0.7)] }),
        student(3, { reviewedCards: 4 }),
        student(4),
      ]),
    );
    expect(summary).toMatchObject({ likelyForgotten: 3, reviewers: 3, forgetters: 2 });
    expect(summary!.topItems.map((i) => [i.cardId, i.students, i.retrievability])).toEqual([[8, 2, 0.7], [7, 1, 0.4]]);
  });
});
