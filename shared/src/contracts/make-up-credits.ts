/**
 * Make-up credits (docs/product-rules.md#r-pay-2) and the lesson outcome call that earns or
 * withdraws them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ActivityDto } from './activities';
import { Id, Instant, LiteralUnion, Nullable, NullableInstant, PersonNameFields } from './common';
import { LessonOutcome } from './pay-policy';

/** POST /v1/activity/{id}/outcome: the lesson's outcome, or null for none (a planned lesson). */
export const SetOutcomeRequest = Type.Object({ outcome: Nullable(LessonOutcome) }, { additionalProperties: false });
export type SetOutcomeRequest = Static<typeof SetOutcomeRequest>;

/** The lesson as it now is, and what happened to its students' credits. */
export const SetOutcomeResponse = Type.Object({
  activity: ActivityDto,
  /** credits the outcome gave (one per student, within the cap) */
  creditsEarned: Type.Integer({ minimum: 0 }),
  /** unused credits the previous outcome gave, taken back */
  creditsWithdrawn: Type.Integer({ minimum: 0 }),
  /** credits the previous outcome gave that a make-up lesson already used: they stay */
  creditsKept: Type.Integer({ minimum: 0 }),
});
export type SetOutcomeResponse = Static<typeof SetOutcomeResponse>;

export const MAKE_UP_CREDIT_STATES = ['open', 'used', 'expired'] as const;
export type MakeUpCreditState = (typeof MAKE_UP_CREDIT_STATES)[number];

export const MakeUpCreditDto = Type.Object(
  {
    id: Id,
    studentId: Id,
    student: Type.Object(PersonNameFields),
    studyPlanId: Id,
    studyPlanTitle: Type.String(),
    /** the cancelled lesson that earned it (null once deleted) */
    earnedBy: Nullable(Type.Object({ id: Id, lessonTitle: Type.String(), startTime: NullableInstant })),
    createdAt: Instant,
    expiresAt: Instant,
    /** the make-up lesson that used it; null while unused */
    usedBy: Nullable(Type.Object({ id: Id, lessonTitle: Type.String(), startTime: NullableInstant })),
    state: LiteralUnion(MAKE_UP_CREDIT_STATES),
  },
  { title: 'MakeUpCredit' },
);
export type MakeUpCreditDto = Static<typeof MakeUpCreditDto>;

/** GET /v1/make-up-credits: a student's own credits; staff give the plan. */
export const MakeUpCreditsQuery = Type.Object({ studyPlanId: Type.Optional(Id) }, { additionalProperties: false });
export type MakeUpCreditsQuery = Static<typeof MakeUpCreditsQuery>;

/** Open credits first (soonest to expire first), then used and expired ones, newest first. */
export const MakeUpCreditsResponse = Type.Object({ credits: Type.Array(MakeUpCreditDto) });
export type MakeUpCreditsResponse = Static<typeof MakeUpCreditsResponse>;

/** A credit is used once a make-up lesson took it; else open until it expires (docs/product-rules.md#r-pay-2). */
export function makeUpCreditState(credit: { usedByActivityId: number | null; expiresAt: number }, now: number): MakeUpCreditState {
  if (credit.usedByActivityId !== null) return 'used';
  return credit.expiresAt > now ? 'open' : 'expired';
}

/**
 * The outcome the activity dialog suggests for a student's cancellation: with notice when
 * it comes at least the policy's notice hours before the start, else late. The person
 * still chooses; this is only the preselection.
 */
export function suggestedCancellation(startTime: number | null, now: number, noticeHours: number): 'cancelled_notice' | 'cancelled_late' {
  if (startTime === null) return 'cancelled_notice';
  return startTime - now >= noticeHours * 60 * 60 * 1000 ? 'cancelled_notice' : 'cancelled_late';
}
