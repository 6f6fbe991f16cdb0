/**
 * Absence rules and their alerts (docs/product-rules.md#r-absence-1 to #r-absence-5).
 *
 * A school lists the patterns of absence it wants to hear about; each rule names who is
 * told and how long the same alert stays quiet (its cooldown). The rules are evaluated for
 * a student and a plan whenever an outcome or an attendance of the plan is saved.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Instant, NamedPerson, Nullable, NullableInstant, PageOf, PageWindow, PlanSummaryFields } from './common';
import { LessonOutcome } from './pay-policy';

/** "N absences in a row", "N absences within M weeks", "attendance below X % after at least K lessons". */
export const ABSENCE_RULE_KINDS = ['in_a_row', 'within_weeks', 'below_percent'] as const;
export type AbsenceRuleKind = (typeof ABSENCE_RULE_KINDS)[number];

/** Who an alert is mailed to: the student's guardians, the student, the plan's teachers, every admin. */
export const ALERT_RECIPIENTS = ['guardians', 'student', 'teachers', 'admins'] as const;
export type AlertRecipient = (typeof ALERT_RECIPIENTS)[number];

export const AbsenceRule = Type.Object(
  {
    /** stable while the rule is edited: an alert names the rule it was raised by */
    id: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
    kind: Type.Union(ABSENCE_RULE_KINDS.map((kind) => Type.Literal(kind))),
    /** N: absences in a row, or within the window */
    absences: Type.Integer({ minimum: 1, maximum: 50 }),
    /** M: the window of `within_weeks`, in weeks up to now */
    weeks: Type.Integer({ minimum: 1, maximum: 52 }),
    /** X: `below_percent` holds when fewer than this share of the counted lessons were attended */
    percent: Type.Integer({ minimum: 1, maximum: 100 }),
    /** K: `below_percent` waits for this many counted lessons */
    minLessons: Type.Integer({ minimum: 1, maximum: 500 }),
    recipients: Type.Array(Type.Union(ALERT_RECIPIENTS.map((who) => Type.Literal(who))), { minItems: 1, maxItems: ALERT_RECIPIENTS.length, uniqueItems: true }),
    /** days an alert of this rule stays quiet while the pattern goes on */
    cooldownDays: Type.Integer({ minimum: 0, maximum: 365 }),
  },
  { additionalProperties: false, title: 'AbsenceRule' },
);
export type AbsenceRule = Static<typeof AbsenceRule>;

/** GET and PUT /v1/sitesettings/absence-rules: the school's rules (none: no alerts). */
export const AbsenceRules = Type.Object({ rules: Type.Array(AbsenceRule, { maxItems: 10 }) }, { additionalProperties: false, title: 'AbsenceRules' });
export type AbsenceRules = Static<typeof AbsenceRules>;

const UNUSED = { absences: 3, weeks: 4, percent: 80, minLessons: 8 };

/** What a school starts with (docs/product-rules.md#r-absence-2). */
export const DEFAULT_ABSENCE_RULES: readonly AbsenceRule[] = [
  { ...UNUSED, id: 'in-a-row', kind: 'in_a_row', absences: 2, recipients: ['teachers'], cooldownDays: 14 },
  { ...UNUSED, id: 'within-weeks', kind: 'within_weeks', absences: 3, weeks: 4, recipients: ['guardians', 'admins'], cooldownDays: 28 },
  { ...UNUSED, id: 'below-percent', kind: 'below_percent', percent: 80, minLessons: 8, recipients: ['admins'], cooldownDays: 28 },
];

/** A lesson an alert names: when it was and how it ended for the student. */
const AlertLesson = Type.Object({ activityId: Id, start: Instant, outcome: LessonOutcome, absent: Type.Boolean() }, { additionalProperties: false });

/** Someone an alert was mailed to. */
export const AlertRecipientPerson = Type.Object({ id: Id, name: Type.String(), profile: Type.String() }, { additionalProperties: false });
export type AlertRecipientPerson = Static<typeof AlertRecipientPerson>;

/**
 * An alert (docs/product-rules.md#r-absence-3, #r-absence-4): the rule as it was when raised,
 * the lessons that made it hold, who was told, and how it closed. Open while `resolvedAt` is null.
 */
export const AbsenceAlert = Type.Object(
  {
    id: Id,
    plan: Type.Object({ ...PlanSummaryFields }),
    student: NamedPerson,
    rule: AbsenceRule,
    lessons: Type.Array(AlertLesson),
    recipients: Type.Array(AlertRecipientPerson),
    raisedAt: Instant,
    /** its pattern stopped holding */
    endedAt: NullableInstant,
    resolvedAt: NullableInstant,
    /** the admin who resolved it; null when it closed by itself (pattern ended, or raised again) */
    resolvedBy: Nullable(NamedPerson),
    resolvedNote: Nullable(Type.String()),
  },
  { additionalProperties: false, title: 'AbsenceAlert' },
);
export type AbsenceAlert = Static<typeof AbsenceAlert>;

export const AbsenceAlertListRequest = Type.Object({ ...PageWindow(20) }, { additionalProperties: false });
export type AbsenceAlertListRequest = Static<typeof AbsenceAlertListRequest>;

export const AbsenceAlertPage = Type.Object({ alerts: PageOf(AbsenceAlert) });
export type AbsenceAlertPage = Static<typeof AbsenceAlertPage>;

export const AbsenceAlertList = Type.Object({ alerts: Type.Array(AbsenceAlert) });
export type AbsenceAlertList = Static<typeof AbsenceAlertList>;

export const ResolveAlertRequest = Type.Object({ note: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false });
export type ResolveAlertRequest = Static<typeof ResolveAlertRequest>;

export const AbsenceAlertResponse = Type.Object({ alert: AbsenceAlert });
export type AbsenceAlertResponse = Static<typeof AbsenceAlertResponse>;
