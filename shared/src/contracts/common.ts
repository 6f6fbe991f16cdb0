/**
 * Building blocks every contract family uses. Contracts are read by the server (Fastify
 * validation, serialisation, OpenAPI) and by browser code (types), so this folder may
 * import nothing but @sinclair/typebox.
 */
import { Type, type SchemaOptions, type Static, type TLiteral, type TLiteralValue, type TProperties, type TSchema } from '@sinclair/typebox';

/**
 * Every error the server sends: `{ message }`. 401 carries exactly "Unauthorized". A
 * message with values also carries its dictionary `key` (with `{placeholders}`) and the
 * `params` that fill it, so the browser can word it in the user's language.
 */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    key: Type.Optional(Type.String()),
    params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  },
  { title: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** A plain acknowledgement for calls that have nothing else to return. */
export const MessageResponse = Type.Object({ message: Type.String() }, { title: 'MessageResponse' });
export type MessageResponse = Static<typeof MessageResponse>;

/** One of a fixed list of values: `{ anyOf: [{ const, type }, …] }`, typed as their union. */
export function LiteralUnion<const T extends TLiteralValue>(values: readonly T[], options?: SchemaOptions) {
  return Type.Union(values.map((value) => Type.Literal(value)), options);
}

/** A value that may be absent on the wire as `null`: `{ anyOf: [schema, { type: 'null' }] }`. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

const Direction = LiteralUnion(['asc', 'desc'], { default: 'desc' });
type Direction = Static<typeof Direction>;

export const ProfileType = LiteralUnion(['admin', 'teacher', 'student', 'guardian']);
export type ProfileType = Static<typeof ProfileType>;

/** Database ids are positive integers; path params arrive as strings and are coerced. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/**
 * The years a date sent to the API may fall in. Far-future dates are typing mistakes or
 * probes, and a year past 9999 has no ISO 8601 form every client can read back.
 */
export const INSTANT_MIN_YEAR = 1970;
export const INSTANT_MAX_YEAR = 2200;
export const INSTANT_MIN_MS = Date.UTC(INSTANT_MIN_YEAR, 0, 1);
export const INSTANT_MAX_MS = Date.UTC(INSTANT_MAX_YEAR + 1, 0, 1) - 1;

/** Is this epoch-millisecond instant one the API accepts (and can always send back)? */
export function isInstantInRange(ms: number): boolean {
  return Number.isFinite(ms) && ms >= INSTANT_MIN_MS && ms <= INSTANT_MAX_MS;
}

// A day of the calendar, YYYY-MM-DD, in years 1970–2200: months of 30 and 31 days, February
// of 28, and the 29th only in leap years (every fourth year; 2100 and 2200 are not).
const YEAR = '(?:19[7-9]\\d|2[01]\\d\\d|2200)';
const LEAP_YEAR = '(?:19(?:7[26]|8[048]|9[26])|20(?:[02468][048]|[13579][26])|21(?:0[48]|[2468][048]|[13579][26]))';
const CALENDAR_DAY =
  `(?:${YEAR}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))|${LEAP_YEAR}-02-29)`;

/**
 * A calendar day YYYY-MM-DD (a rate's first day, a lesson's day in the site time zone): the one
 * check of a day every contract uses, so "2027-02-30" is refused (400) everywhere alike, by Ajv
 * on the server and by TypeBox's Value in the browser.
 */
export const CalendarDay = Type.String({ pattern: `^${CALENDAR_DAY}$` });
const CALENDAR_DAY_PATTERN = new RegExp(`^${CALENDAR_DAY}$`);

/** The `CalendarDay` check as a plain function (a form checks a typed day with it). */
export function isCalendarDay(value: string): boolean {
  return CALENDAR_DAY_PATTERN.test(value);
}

/**
 * ISO 8601 instant in UTC, e.g. 2026-03-01T09:30:00.000Z, in years 1970–2200, its day a
 * calendar day. A pattern besides the format, so Ajv (server) and TypeBox's Value (browser,
 * no formats) agree.
 */
export const Instant = Type.String({
  format: 'date-time',
  pattern: `^${CALENDAR_DAY}T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)$`,
});

/** An instant, or null when there is none (unscheduled, never happened). */
export const NullableInstant = Nullable(Instant);

// One character of text people type: no control characters (NUL included), no line or
// paragraph separators, no bidirectional overrides or isolates (they make a name read
// as something else), and no half of a surrogate pair. Written so it means the same with
// and without the regular expression `u` flag (Ajv sets it, TypeBox's Value does not).
const SURROGATE_SAFE = '(?:[^\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])';
const SINGLE_LINE_CHAR = `(?:(?![\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069])${SURROGATE_SAFE})`;
// multi-line text keeps tabs and line breaks, refuses the other control characters
const MULTI_LINE_CHAR = `(?:(?![\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F])${SURROGATE_SAFE})`;

/** Pattern of one line of text; `required` also refuses blank (whitespace-only) text. */
export function singleLinePattern(required = false): string {
  return `^${required ? '(?=.*\\S)' : ''}${SINGLE_LINE_CHAR}*$`;
}

/** Pattern of multi-line text (descriptions, comments); `required` refuses blank text. */
export function multiLinePattern(required = false): string {
  return `^${required ? '(?=[\\s\\S]*\\S)' : ''}${MULTI_LINE_CHAR}*$`;
}

/** A name, title or code on one line; `required` refuses empty and blank text. */
export function SingleLineText(options: { maxLength: number; required?: boolean; default?: string }) {
  const { maxLength, required = false } = options;
  return Type.String({
    ...(required ? { minLength: 1 } : {}),
    maxLength,
    pattern: singleLinePattern(required),
    ...(options.default !== undefined ? { default: options.default } : {}),
  });
}

/** Free text over several lines (descriptions, comments, feedback). */
export function MultiLineText(options: { maxLength: number; required?: boolean }) {
  const { maxLength, required = false } = options;
  return Type.String({ ...(required ? { minLength: 1 } : {}), maxLength, pattern: multiLinePattern(required) });
}

/**
 * Email as typed by a person. A pattern rather than `format: 'email'` so the same schema
 * checks identically in Ajv (server) and TypeBox's Value (browser), which has no formats.
 */
export const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: `^(?=${SINGLE_LINE_CHAR}*$)[^\\s@]+@[^\\s@]+\\.[^\\s@]+$`,
});

/** BCP 47-ish language code of the dictionary: en, es, pt-BR. */
export const LanguageCode = Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$', maxLength: 16 });

/** A name-like free text field; may be empty (the UI then falls back to the title). */
export const NameText = SingleLineText({ maxLength: 100 });

/** Search box text; an empty string means no filter. */
const SearchText = Type.String({ maxLength: 200, default: '' });

/** Limits shared by every paged list. */
const PAGE_SIZE_MAX = 100;

/** The page a list request asks for: pageIndex (from 0) and pageSize (`pageSize` by default, at most `max`). */
export function PageWindow(pageSize = 10, max = PAGE_SIZE_MAX) {
  return {
    pageIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: max, default: pageSize })),
  };
}

/** A list's Active (false, default) or Archived (true) switch. */
export const ArchivedFilter = { isArchived: Type.Optional(Type.Boolean({ default: false })) };

/**
 * The paging fields of a list request (docs/product-rules.md#r-list-1 list state): pageIndex, pageSize, search,
 * orderBy (one of `orderBy` keys), direction. Extra filter fields go in `extra`. All are
 * optional for the caller; the server fills the defaults (pageIndex 0, search '', …)
 * before a handler runs.
 */
export function PageRequest<K extends string, P extends TProperties = Record<never, TSchema>>(
  orderBy: readonly [K, ...K[]],
  options: { pageSize?: number; extra?: P } = {},
) {
  const keys = orderBy.map((key) => Type.Literal(key)) as TLiteral<K>[];
  return Type.Object({
    ...PageWindow(options.pageSize),
    search: Type.Optional(SearchText),
    orderBy: Type.Optional(Type.Union(keys)),
    direction: Type.Optional(Direction),
    ...(options.extra ?? ({} as P)),
  });
}

/** `{ results, total }`: one page of a list and the size of the whole filtered list. */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({ results: Type.Array(item), total: Type.Integer({ minimum: 0 }) });
}

/**
 * Response schemas for the error statuses a route can answer, all `{ message }`:
 * `response: { 200: X, ...errorResponses(400, 401, 403) }`.
 */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof ErrorBody> {
  return Object.fromEntries(codes.map((code) => [code, ErrorBody])) as Record<C, typeof ErrorBody>;
}

/**
 * Site-relative URL of a person's picture (`/uploads/<name>`), or null: the UI shows
 * initials. Never absolute: the page loads it from the address it was opened on.
 */
export const PictureUrl = Nullable(Type.String({ pattern: '^/uploads/[^/]+$' }));

/** How a person's name is sent: first and last name, and the title shown when both are empty. */
export const PersonNameFields = { firstName: Type.String(), lastName: Type.String(), title: Type.String() };

/** A person named in another answer (a lesson's student, a period's teacher): id and name. */
export const NamedPerson = Type.Object({ id: Id, ...PersonNameFields });
export type NamedPerson = Static<typeof NamedPerson>;

export const CalendarMonth = Type.Integer({ minimum: 1, maximum: 12, description: '1 = January' });
export const CalendarYear = Type.Integer({ minimum: INSTANT_MIN_YEAR, maximum: INSTANT_MAX_YEAR });

/** A calendar month (of the site time zone): its number and year, as requests and answers name it. */
export const MonthOfYearFields = { month: CalendarMonth, year: CalendarYear };

/** How a study plan is named in other answers: its id, code and title. */
export const PlanSummaryFields = { id: Id, code: Type.String(), title: Type.String() };
