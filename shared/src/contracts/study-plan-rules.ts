/*
 * The study plan rules both sides apply that are plain values (see activity-rules.ts):
 * the browser takes them from `@studydesk/shared/contracts/plain`.
 */

/** A plan's description and goal: at most this many characters (server-enforced). */
export const PLAN_TEXT_MAX = 10000;

/**
 * The limits of a plan's description and goal as the schemas state them (plain.test.ts
 * holds them equal to `fieldLimits` of the schema): the plan page a teacher opens from
 * the first screen needs no other schema.
 */
export const PLAN_TEXT_LIMITS = Object.freeze({ maxLength: PLAN_TEXT_MAX });
