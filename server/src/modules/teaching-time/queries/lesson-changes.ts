import type { Kysely } from 'kysely';
import { LESSON_HISTORY_MAX, type LessonChange, type LessonPerson } from '@studydesk/shared/contracts';
import { instantToIso } from '../../../db/instants';
import type { Database } from '../../../db/schema';
import type { MonthRange } from '../rules';

type Db = Kysely<Database>;

interface PersonColumns {
  id: number | null;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
}

function person(row: PersonColumns): LessonPerson | null {
  if (row.id === null) return null;
  return { id: Number(row.id), firstName: row.first_name ?? '', lastName: row.last_name ?? '', title: row.title ?? '' };
}

/**
 * The recorded changes of completed lessons starting in the month that moved teaching
 * time to or from the teacher (or changed its amount), oldest first.
 */
export async function lessonChanges(db: Db, teacherId: number, range: MonthRange): Promise<LessonChange[]> {
  const rows = await db
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
      'by.id as by_id',
      'by.first_name as by_first',
      'by.last_name as by_last',
      'by.title as by_title',
      'tb.id as tb_id',
      'tb.first_name as tb_first',
      'tb.last_name as tb_last',
      'tb.title as tb_title',
      'ta.id as ta_id',
      'ta.first_name as ta_first',
      'ta.last_name as ta_last',
      'ta.title as ta_title',
    ])
    .where('c.start_time', '>=', range.start)
    .where('c.start_time', '<', range.end)
    .where((eb) => eb.or([eb('c.teacher_before', '=', teacherId), eb('c.teacher_after', '=', teacherId)]))
    .orderBy('c.changed_at')
    .orderBy('c.id')
    .limit(LESSON_HISTORY_MAX)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    activityId: Number(row.activity_id),
    studyPlanId: Number(row.study_plan_id),
    startTime: instantToIso(row.start_time),
    changedAt: instantToIso(row.changed_at) ?? new Date(0).toISOString(),
    changedBy: person({ id: row.by_id, first_name: row.by_first, last_name: row.by_last, title: row.by_title }),
    teacherBefore: person({ id: row.tb_id, first_name: row.tb_first, last_name: row.tb_last, title: row.tb_title }),
    teacherAfter: person({ id: row.ta_id, first_name: row.ta_first, last_name: row.ta_last, title: row.ta_title }),
    lengthBefore: Number(row.length_before),
    lengthAfter: Number(row.length_after),
  }));
}
