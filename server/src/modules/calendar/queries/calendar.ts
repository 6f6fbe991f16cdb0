import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { commentVisibleTo, type AuthUser } from '../../../permissions';
import type { AgendaKey, CalendarScope, LessonOutcome } from '@studydesk/shared/contracts';
import { keysetCompare, preparedKeysetPage } from '../../../db/paging';
import { preparedQuery } from '../../../db/prepared-queries';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;
export type Eb = ExpressionBuilder<Database, 'activities'>;

/** [start, end) in epoch ms */
export type Range = readonly [number, number];

/**
 * What a calendar shows (docs/product-rules.md#r-cal-2, the agenda rule): activities with a start time that are
 * lessons (type activity) or completed.
 */
function isCalendarEntry(eb: Eb) {
  return eb.and([
    eb('activities.start_time', 'is not', null),
    eb.or([eb('activities.type', '=', 'activity'), eb('activities.is_completed', '=', 1)]),
  ]);
}

/** The scope as a filter on activities; each has its (…, start_time, id) index. */
export function inScope(eb: Eb, scope: CalendarScope) {
  switch (scope.kind) {
    case 'teacher':
      return eb('activities.teacher_id', '=', scope.teacherId);
    case 'plan':
      return eb('activities.study_plan_id', '=', scope.planId);
    case 'student':
      return eb(
        'activities.study_plan_id',
        'in',
        eb.selectFrom('study_plan_members').select('study_plan_members.study_plan_id').where('study_plan_members.student_id', '=', scope.studentId),
      );
  }
}

/** The calendar entries in the range of those activities `whose` picks. */
export function entriesOf(db: Db, whose: (eb: Eb) => ReturnType<typeof inScope>, [start, end]: Range) {
  return db
    .selectFrom('activities')
    .where((eb) => eb.and([whose(eb), isCalendarEntry(eb)]))
    .where('activities.start_time', '>=', start)
    .where('activities.start_time', '<', end);
}

function entries(db: Db, scope: CalendarScope, range: Range) {
  return entriesOf(db, (eb) => inScope(eb, scope), range);
}

/**
 * Lessons are told apart by quarter hour, not one by one: every time zone's day begins on
 * a quarter hour (offsets are whole quarters), so a day of the month is the same for all
 * lessons of one, and a busy month's hundreds of lessons reach the server as a few rows.
 */
const SLOT_MS = 15 * 60 * 1000;

/** The month view's query, opened with every calendar: compiled once per kind of scope. */
const lessonSlots = preparedQuery(
  // the scope's own fields are values: its kind is the shape, its id a parameter
  (db, values: CalendarScope & { start: number; end: number }) => {
    const slot = sql<number>`activities.start_time / ${sql.lit(SLOT_MS)}`;
    return entries(db, values, [values.start, values.end])
      .select((eb) => [
        slot.as('slot'),
        // a lesson with an outcome (cancelled, no-show) is settled: no longer pending
        eb.fn.max(sql<number>`case when activities.is_completed = 0 and activities.outcome is null then 1 else 0 end`).as('pending'),
      ])
      .groupBy(slot);
  },
  { shape: ['kind'] },
);

/**
 * The quarter hours of the range that hold lessons, and whether all of them are settled:
 * the month view groups them by day.
 */
export async function lessonStarts(db: Db, scope: CalendarScope, range: Range): Promise<{ startTime: number; isCompleted: boolean }[]> {
  const rows = await lessonSlots.rows(db, { ...scope, start: range[0], end: range[1] });
  return rows.map((row) => ({ startTime: Number(row.slot) * SLOT_MS, isCompleted: Number(row.pending) === 0 }));
}

export interface AgendaRow {
  id: number;
  study_plan_id: number;
  type: Database['activities']['type'];
  lesson_title: string;
  start_time: number;
  lesson_length: number;
  is_completed: number;
  outcome: LessonOutcome | null;
  credits_used: number;
  plan_title: string;
  plan_code: string;
  is_group: number;
  comments_size: number;
}

/** A place in the (start_time, id) order, in epoch ms. */
export interface Position {
  startTime: number;
  id: number;
}

export interface AgendaSlice {
  rows: AgendaRow[];
  /** continue backward from here (exclusive); null when nothing of the range lies before */
  previous: Position | null;
  /** continue forward from here (exclusive); null when nothing of the range lies after */
  next: Position | null;
}

const keyOf = (key: AgendaKey): Position => ({ startTime: Date.parse(key.startTime), id: key.id });
const positionOf = (key: AgendaKey | undefined) => (key ? ([Date.parse(key.startTime), key.id] as const) : undefined);
/** the agenda's keyset order: start, then id for lessons that start together */
const KEYS = ['activities.start_time', 'activities.id'] as const;

/** What every agenda statement is built from: the scope (its kind is the shape) and the range. */
type AgendaValues = CalendarScope & { start: number; end: number };

/**
 * The agenda's page, compiled once per kind of scope, reader's profile (which comments it
 * counts) and direction (docs/architecture.md#queries-compiled-once): building it anew for
 * each call cost more than running it.
 */
const agendaPage = preparedKeysetPage(
  (db, values: AgendaValues & { profile: AuthUser['profile']; from: number | null }) =>
    entries(db, values, [values.start, values.end])
      .innerJoin('study_plans', 'study_plans.id', 'activities.study_plan_id')
      .select((eb) => [
        'activities.id',
        'activities.study_plan_id',
        'activities.type',
        'activities.lesson_title',
        'activities.start_time',
        'activities.lesson_length',
        'activities.is_completed',
        'activities.outcome',
        'study_plans.title as plan_title',
        'study_plans.code as plan_code',
        'study_plans.is_group',
        // a make-up lesson used a credit (docs/product-rules.md#r-pay-2)
        eb
          .selectFrom('make_up_credits')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('make_up_credits.used_by_activity_id', '=', 'activities.id')
          .as('credits_used'),
        eb
          .selectFrom('comments')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('comments.activity_id', '=', 'activities.id')
          .where((sub) => commentVisibleTo(sub, values))
          .as('comments_size'),
      ])
      .$if(values.from !== null, (qb) => qb.where('activities.start_time', '>=', values.from as number)),
  KEYS,
  { shape: ['kind', 'profile'] },
);

/** Whether any entry of the range lies `op` a position: one index probe, compiled once per kind of scope and comparison. */
const anyEntry = preparedQuery(
  (db, values: AgendaValues & { op: '<' | '>' | '<=' | '>='; atStart: number; atId: number }) =>
    entries(db, values, [values.start, values.end]).select('activities.id').where(keysetCompare(KEYS, values.op, [values.atStart, values.atId])).limit(1),
  { shape: ['kind', 'op'] },
);

/**
 * One keyset page of the range, by (start_time, id): forward from `after` (exclusive) or
 * from the instant `from`, backward from `before` (exclusive), or from the range's start.
 * Never an OFFSET: each page and each "is there more" check is one index range read.
 */
export async function agendaSlice(
  db: Db,
  scope: CalendarScope,
  range: Range,
  page: { size: number; after?: AgendaKey; before?: AgendaKey; from?: number },
  reader: Pick<AuthUser, 'profile'>,
): Promise<AgendaSlice> {
  const scoped: AgendaValues = { ...scope, start: range[0], end: range[1] };
  const backward = page.before !== undefined;
  const from = !page.before && !page.after && page.from !== undefined ? page.from : null;
  const slice = await agendaPage(db, { ...scoped, profile: reader.profile, from }, { size: page.size, before: positionOf(page.before), after: positionOf(page.before ? undefined : page.after) });
  const more = slice.more;
  const rows = slice.rows.map(normalise);

  const exists = async (op: '<' | '>' | '<=' | '>=', at: Position) => (await anyEntry.first(db, { ...scoped, op, atStart: at.startTime, atId: at.id })) !== undefined;
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first) {
    // An empty page (the month is empty, or rows went away meanwhile): a key that leads
    // back to what lies on the other side of where it was asked from, if anything does.
    if (page.before) {
      const at = keyOf(page.before);
      return { rows, previous: null, next: (await exists('>=', at)) ? { startTime: at.startTime, id: at.id - 1 } : null };
    }
    if (page.after) {
      const at = keyOf(page.after);
      return { rows, previous: (await exists('<=', at)) ? { startTime: at.startTime, id: at.id + 1 } : null, next: null };
    }
    if (page.from !== undefined) {
      const at = { startTime: page.from, id: 0 };
      return { rows, previous: (await exists('<', at)) ? at : null, next: null };
    }
    return { rows, previous: null, next: null };
  }
  const firstAt = { startTime: first.start_time, id: first.id };
  const lastAt = { startTime: last.start_time, id: last.id };
  const hasBefore = backward ? more : await exists('<', firstAt);
  const hasAfter = backward ? await exists('>', lastAt) : more;
  return { rows, previous: hasBefore ? firstAt : null, next: hasAfter ? lastAt : null };
}

type RawAgendaRow = Omit<AgendaRow, 'start_time' | 'comments_size' | 'credits_used'> & {
  start_time: number | null;
  comments_size: number | string | bigint | null;
  credits_used: number | string | bigint | null;
};

function normalise(row: RawAgendaRow): AgendaRow {
  return {
    ...row,
    id: Number(row.id),
    study_plan_id: Number(row.study_plan_id),
    start_time: Number(row.start_time),
    lesson_length: Number(row.lesson_length),
    comments_size: Number(row.comments_size ?? 0),
    credits_used: Number(row.credits_used ?? 0),
  };
}
