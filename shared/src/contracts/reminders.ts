/**
 * Reminders and digests (docs/product-rules.md#r-mail-1, #r-mail-2): the kinds of scheduled
 * mail, the school's sending time, and each person's choice to receive each kind.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NullableInstant } from './common';

/**
 * A lesson reminder the day before (students and their guardians); the teachers' daily digest;
 * an absence alert (docs/product-rules.md#r-absence-3) to a student or guardian (staff cannot opt out).
 * New kinds go at the end: an opt-out link names its kind by position.
 */
export const MAIL_KINDS = ['lesson-reminder', 'teacher-digest', 'absence-alert'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MailKind = Type.Union(MAIL_KINDS.map((kind) => Type.Literal(kind)));

/** Which kinds a profile receives, so a profile page offers only those. */
export const MAIL_KINDS_BY_PROFILE: Readonly<Record<string, readonly MailKind[]>> = {
  student: ['lesson-reminder', 'absence-alert'],
  guardian: ['lesson-reminder', 'absence-alert'],
  teacher: ['teacher-digest'],
  admin: [],
};

export const DEFAULT_REMINDER_TIME = '18:00';
/** A local time of day, 'HH:mm' on a 24-hour clock. */
const TimeOfDay = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });

/** GET and PUT /v1/sitesettings/reminders — admins: when the day's reminders and digests go out. */
export const ReminderSchedule = Type.Object({ time: TimeOfDay }, { additionalProperties: false, title: 'ReminderSchedule' });
export type ReminderSchedule = Static<typeof ReminderSchedule>;

/**
 * The sending time, and when today's run (the site's local day) was queued, or null while it
 * has not gone out: a day's run goes once, so a time moved earlier after it does not send again.
 */
export const ReminderScheduleState = Type.Object(
  { time: TimeOfDay, todaySentAt: NullableInstant },
  { additionalProperties: false, title: 'ReminderScheduleState' },
);
export type ReminderScheduleState = Static<typeof ReminderScheduleState>;

export const MailPreference = Type.Object({ kind: MailKind, on: Type.Boolean() }, { additionalProperties: false, title: 'MailPreference' });
export type MailPreference = Static<typeof MailPreference>;

/** GET /v1/mail-preferences — the signed-in person's choices, one per kind their profile receives. */
export const MailPreferences = Type.Object({ preferences: Type.Array(MailPreference) }, { title: 'MailPreferences' });
export type MailPreferences = Static<typeof MailPreferences>;

/**
 * The signed token of an opt-out link: whose choice, of which kind; no sign-in needed. Any text
 * is taken: the server answers 404 for whatever is not a valid link, malformed or not, like
 * the link's page does.
 */
export const OptOutParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 5000 }) });
export type OptOutParams = Static<typeof OptOutParams>;

/** GET /v1/mail-preferences/opt-out/:token — the link's kind, whether it is on, and its owner's language. */
export const OptOutLink = Type.Object(
  { kind: MailKind, on: Type.Boolean(), language: Type.String() },
  { additionalProperties: false, title: 'OptOutLink' },
);
export type OptOutLink = Static<typeof OptOutLink>;

/** POST /v1/mail-preferences/opt-out/:token — turns the link's kind off (or on again: undo). */
export const OptOutRequest = Type.Object({ on: Type.Boolean() }, { additionalProperties: false });
export type OptOutRequest = Static<typeof OptOutRequest>;
