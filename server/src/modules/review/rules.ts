import { NEW_CARDS_PER_DAY_DEFAULT, type ReviewGrade, type ReviewState } from '@studydesk/shared/contracts';
import { computeDecayFactor, createEmptyCard, forgetting_curve, fsrs, generatorParameters, type Card, type FSRSParameters, type Grade } from './fsrs';
import type { ReviewCardsTable } from '../../db/schema';

const DAY_MS = 86_400_000;

/** A card's stored scheduling state (review_cards without its keys). */
export type StoredState = Omit<ReviewCardsTable, 'student_id' | 'card_id' | 'study_plan_id'>;

/** What a student's stored parameters may set; the rest are the library's defaults. */
interface StoredParameters {
  w?: number[];
  maximum_interval?: number;
  learning_steps?: string[];
  relearning_steps?: string[];
}

/**
 * The scheduler's parameters: the student's stored ones (JSON; unknown or invalid fields
 * ignored) over the defaults, aiming at the school's desired retention. No fuzz: the same
 * grades at the same times always give the same schedule, so it can be recomputed.
 */
export function schedulerParameters(json: string | null | undefined, desiredRetention: number): FSRSParameters {
  const stored = parseStored(json);
  return generatorParameters({ ...stored, request_retention: desiredRetention, enable_fuzz: false, enable_short_term: true } as Partial<FSRSParameters>);
}

function parseStored(json: string | null | undefined): StoredParameters {
  let parsed: unknown;
  try {
    parsed = json ? JSON.parse(json) : {};
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const source = parsed as Record<string, unknown>;
  const out: StoredParameters = {};
  if (Array.isArray(source.w) && source.w.every((v) => typeof v === 'number' && Number.isFinite(v))) out.w = source.w as number[];
  if (typeof source.maximum_interval === 'number' && source.maximum_interval >= 1) out.maximum_interval = source.maximum_interval;
  const steps = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string' && /^\d+(\.\d+)?[mhd]$/.test(s));
  if (steps(source.learning_steps)) out.learning_steps = source.learning_steps as string[];
  if (steps(source.relearning_steps)) out.relearning_steps = source.relearning_steps as string[];
  return out;
}

/** The stored state as ts-fsrs reads it; none: a new card. */
function toFsrsCard(stored: StoredState | null, now: number): Card {
  if (!stored) return createEmptyCard(new Date(now));
  return {
    due: new Date(stored.due),
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: stored.last_review === null ? 0 : Math.max(0, Math.floor((now - stored.last_review) / DAY_MS)),
    scheduled_days: stored.scheduled_days,
    learning_steps: stored.learning_steps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: stored.state,
    last_review: stored.last_review === null ? undefined : new Date(stored.last_review),
  };
}

function fromFsrsCard(card: Card): StoredState {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as ReviewState,
    last_review: card.last_review ? card.last_review.getTime() : null,
  };
}

/** The state after grading the card at `now`. */
export function gradeCard(parameters: FSRSParameters, stored: StoredState | null, grade: ReviewGrade, now: number): StoredState {
  const scheduler = fsrs(parameters);
  return fromFsrsCard(scheduler.next(toFsrsCard(stored, now), new Date(now), grade as Grade).card);
}

/** A reviewed card's expected recall probability at `at` (FSRS forgetting curve). */
function retrievabilityAt(parameters: FSRSParameters, stored: Pick<StoredState, 'stability' | 'last_review'>, at: number): number {
  if (stored.last_review === null || stored.stability <= 0) return 0;
  const elapsedDays = Math.max(0, (at - stored.last_review) / DAY_MS);
  return forgetting_curve(parameters.w, elapsedDays, stability(stored.stability));
}

const stability = (s: number) => Math.max(s, 0.001);

/** New cards still allowed today in a plan: its daily cap less the ones already begun today. */
export function newCardsLeft(newCardsPerDay: number | undefined, begunToday: number): number {
  return Math.max(0, (newCardsPerDay ?? NEW_CARDS_PER_DAY_DEFAULT) - begunToday);
}

/** A card may be reviewed once the lesson it came from is completed (no lesson: the plan's own text). */
export function lessonHeld(activityId: number | null, lessonCompleted: 0 | 1 | null): boolean {
  return activityId === null || lessonCompleted === 1;
}

/**
 * Where recall falls below the desired retention, in days per day of stability: a card
 * reviewed t days before is likely forgotten when t > stability × this (the FSRS
 * forgetting curve R = (1 + f·t/S)^decay solved for R = desired retention).
 */
export function forgetThreshold(parameters: FSRSParameters, desiredRetention: number): number {
  const { decay, factor } = computeDecayFactor(parameters.w);
  return (Math.pow(desiredRetention, 1 / decay) - 1) / factor;
}

/** A member's reviewed cards of a plan: the counts, and (cards) the least recalled. */
export interface ForecastCounts {
  study_plan_id: number;
  student_id: number;
  reviewed: number;
  forgotten: number;
}

export interface ForecastCard {
  study_plan_id: number;
  student_id: number;
  card_id: number;
  stability: number;
  last_review: number | null;
}

export interface ForecastMember {
  study_plan_id: number;
  id: number;
  first_name: string;
  last_name: string;
}

export interface StudentForecast {
  studentId: number;
  firstName: string;
  lastName: string;
  reviewedCards: number;
  likelyForgotten: number;
  /** the least likely recalled, without their text (the caller reads it for these few) */
  topItems: { cardId: number; retrievability: number }[];
}

/**
 * Per plan and active member: the reviewed cards, those whose recall at the plan's next
 * lesson is expected below the desired retention, and among the given least recalled
 * cards the ones below it, least recalled first. A plan without a next lesson forecasts
 * nothing (every member at 0).
 */
export function forecastPlans(input: {
  planIds: readonly number[];
  members: readonly ForecastMember[];
  counts: readonly ForecastCounts[];
  cards: readonly ForecastCard[];
  nextLessons: ReadonlyMap<number, number>;
  parametersOf: (studentId: number) => FSRSParameters;
  desiredRetention: number;
}) {
  const countsOf = new Map(input.counts.map((row) => [`${row.study_plan_id}:${row.student_id}`, row]));
  const byMember = new Map<string, ForecastCard[]>();
  for (const card of input.cards) {
    const key = `${card.study_plan_id}:${card.student_id}`;
    const list = byMember.get(key);
    if (list) list.push(card);
    else byMember.set(key, [card]);
  }
  return input.planIds.map((planId) => {
    const next = input.nextLessons.get(planId) ?? null;
    const students: StudentForecast[] = input.members
      .filter((member) => member.study_plan_id === planId)
      .map((member) => {
        const cards = byMember.get(`${planId}:${member.id}`) ?? [];
        const counts = countsOf.get(`${planId}:${member.id}`);
        const forecast: StudentForecast = {
          studentId: member.id,
          firstName: member.first_name,
          lastName: member.last_name,
          reviewedCards: counts?.reviewed ?? 0,
          likelyForgotten: 0,
          topItems: [],
        };
        if (next === null) return forecast;
        const parameters = input.parametersOf(member.id);
        forecast.likelyForgotten = counts?.forgotten ?? 0;
        forecast.topItems = cards
          .map((card) => ({ cardId: card.card_id, retrievability: retrievabilityAt(parameters, card, next) }))
          .filter(({ retrievability }) => retrievability < input.desiredRetention)
          .sort((a, b) => a.retrievability - b.retrievability || a.cardId - b.cardId);
        return forecast;
      });
    return { studyPlanId: planId, nextLesson: next, students };
  });
}
