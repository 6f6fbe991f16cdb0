import type { Kysely } from 'kysely';
import { LESSON_HISTORY_MAX, type LessonChange, type NamedPerson } from '@studydesk/shared/contracts';
import { instantToIso } from '../../../db/instants';
import { offsetPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import type { MonthRange } from '../rules';
import { startsInMonth } from './month';

type Db = Kysely<Database>;

/** The three people a change names, each joined from users under this alias. */
type Who = 'by' | 'tb' | 'ta';

/** One joined person's columns, aliased `<who>_<column>` so the three do not collide. */
function personColumns<W extends Who>(who: W) {
  return [`${who}.id as ${who}_id`, `${who}.first_name as ${who}_first_name`, `${who}.last_name as ${who}_last_name`, `${who}.title as ${who}_title`] as const;
}

type PersonRow<W extends Who> = Record<`${W}_id`, number | null> &
  Record<`${W}_first_name` | `${W}_last_name` | `${W}_title`, string | null>;

function person<W extends Who>(row: PersonRow<W>, who: W): NamedPerson | null {
  const id = row[`${who}_id`];
  if (id === null) return null;
  return {
    id: Number(id),
    firstName: row[`${who}_first_name`] ?? '',
    lastName: row[`${who}_last_name`] ?? '',
    title: row[`${who}_title`] ?? '',
  };
}

/**
 * The recorded changes of completed lessons starting in the month that moved teaching
 * time to or from the teacher (or changed its amount), oldest first.
 */
export async function lessonChanges(db: Db, teacherId: number, range: MonthRange): Promise<LessonChange[]> {
  // at most LESSON_HISTORY_MAX, as the lesson history beside it
  const { rows } = await offsetPage(
    db
    .selectFrom('lesson_changes as c')
    .leftJoin('users as by', 'by.id', 'c.changed_by')
    .leftJoin('users as tb', 'tb.id', 'c.teacher_before')
    .leftJoin('users as ta', 'ta.id', 'c.teacher_after')
    .select([
      'c.id',
      'c.activity_id',
      'c.study_plan_id',
      'c.start_time',
      'c.changed_at',
      'c.length_before',
      'c.length_after',
      ...personColumns('by'),
      ...personColumns('tb'),
      ...personColumns('ta'),
    ])
    .where((eb) => startsInMonth(eb, 'c.start_time', range))
    .where((eb) => eb.or([eb('c.teacher_before', '=', teacherId), eb('c.teacher_after', '=', teacherId)]))
    .orderBy('c.changed_at')
    .orderBy('c.id'),
    { pageIndex: 0, pageSize: LESSON_HISTORY_MAX },
  );
  return rows.map((row) => ({
    id: Number(row.id),
    activityId: Number(row.activity_id),
    studyPlanId: Number(row.study_plan_id),
    startTime: instantToIso(row.start_time),
    changedAt: instantToIso(row.changed_at) ?? new Date(0).toISOString(),
    changedBy: person(row, 'by'),
    teacherBefore: person(row, 'tb'),
    teacherAfter: person(row, 'ta'),
    lengthBefore: Number(row.length_before),
    lengthAfter: Number(row.length_after),
  }));
}
