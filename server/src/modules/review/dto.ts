import type { GradeCardResponse, PlanForecastDto, ReviewCardDto, ReviewGrade } from '@studydesk/shared/contracts';
import type { StudentCardRow } from './queries/review';
import type { StoredState, StudentForecast } from './rules';

const iso = (ms: number) => new Date(ms).toISOString();

export function toReviewCard(row: StudentCardRow): ReviewCardDto {
  return {
    cardId: row.card_id,
    studyPlanId: row.study_plan_id,
    planTitle: row.plan_title,
    front: row.front,
    back: row.back,
    isNew: row.state === null,
    state: row.state ?? 0,
    due: row.due === null ? null : iso(Number(row.due)),
  };
}

/** The stored state of a row, or null for a card never reviewed. */
export function storedStateOf(row: StudentCardRow): StoredState | null {
  if (row.state === null) return null;
  return {
    due: Number(row.due),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    scheduled_days: Number(row.scheduled_days),
    learning_steps: Number(row.learning_steps),
    reps: Number(row.reps),
    lapses: Number(row.lapses),
    state: row.state,
    last_review: row.last_review === null ? null : Number(row.last_review),
  };
}

export function toGradedCard(cardId: number, grade: ReviewGrade, state: StoredState): GradeCardResponse {
  return {
    cardId,
    grade,
    state: state.state,
    due: iso(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    reps: state.reps,
    lapses: state.lapses,
  };
}

/** A plan's forecast as sent, the top items with their text. */
export function toPlanForecast(
  plan: { studyPlanId: number; nextLesson: number | null; students: StudentForecast[] },
  texts: ReadonlyMap<number, { front: string; back: string }>,
  desiredRetention: number,
): PlanForecastDto {
  return {
    studyPlanId: plan.studyPlanId,
    nextLesson: plan.nextLesson === null ? null : iso(plan.nextLesson),
    desiredRetention,
    students: plan.students.map((student) => ({
      ...student,
      topItems: student.topItems.map((item) => ({ cardId: item.cardId, front: texts.get(item.cardId)?.front ?? '', back: texts.get(item.cardId)?.back ?? '', retrievability: item.retrievability })),
    })),
  };
}
