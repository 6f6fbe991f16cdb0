import type { Kysely } from 'kysely';
import {
  LESSON_HISTORY_MAX,
  type CompletedActivity,
  type DownloadTeacherRow,
  type LessonHistoryItem,
  type NamedPerson,
} from '@studydesk/shared/contracts';
import { offsetPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import type { MonthRange } from '../rules';
import { startsInMonth } from './month';

type Db = Kysely<Database>;

const iso = (instant: number) => new Date(Number(instant)).toISOString();

/** The members of each plan, by last then first name: the lesson's student(s). */
async function studentsByPlan(db: Db, planIds: number[]): Promise<Map<number, NamedPerson[]>> {
  const byPlan = new Map<number, NamedPerson[]>();
  const unique = [...new Set(planIds)];
  // chunks keep the IN list under every engine's bound-parameter limit
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('study_plan_members as m')
      .innerJoin('users as s', 's.id', 'm.student_id')
      .select(['m.study_plan_id', 's.id', 's.first_name', 's.last_name', 's.title'])
      .where('m.study_plan_id', 'in', unique.slice(i, i + 500))
      .orderBy('s.last_name')
      .orderBy('s.first_name')
      .orderBy('s.id')
      .execute();
    for (const row of rows) {
      const list = byPlan.get(row.study_plan_id) ?? [];
      list.push({ id: row.id, firstName: row.first_name, lastName: row.last_name, title: row.title });
      byPlan.set(row.study_plan_id, list);
    }
  }
  return byPlan;
}

/** A lesson's columns that the history and the CSV both show, with its plan (`sp`). */
const LESSON_COLUMNS = [
  'a.id',
  'a.lesson_title',
  'a.description',
  'a.start_time',
  'a.lesson_length',
  'a.paid',
  'sp.id as plan_id',
  'sp.title as plan_title',
] as const;

interface LessonColumnsRow {
  id: number;
  lesson_title: string;
  description: string;
  start_time: number | null;
  lesson_length: number;
  paid: 0 | 1;
  plan_id: number;
  plan_title: string;
}

/** A lesson as the CSV reads it; the history adds what it shows besides. */
function completedActivity(row: LessonColumnsRow, students: Map<number, NamedPerson[]>): CompletedActivity {
  return {
    id: row.id,
    studyPlan: { id: row.plan_id, title: row.plan_title },
    lessonTitle: row.lesson_title,
    description: row.description,
    startTime: iso(row.start_time as number),
    lessonLength: Number(row.lesson_length),
    students: students.get(row.plan_id) ?? [],
    paid: row.paid === 1,
  };
}

/**
 * A teacher's lessons of a month, planned and completed, by start time: activities of
 * the teacher with teaching time (lesson_length > 0) that start inside the month.
 */
export async function lessonHistory(db: Db, teacherId: number, range: MonthRange): Promise<{ results: LessonHistoryItem[]; total: number }> {
  const base = db
    .selectFrom('activities as a')
    .where('a.teacher_id', '=', teacherId)
    .where((eb) => startsInMonth(eb, 'a.start_time', range))
    .where('a.lesson_length', '>', 0);
  // at most LESSON_HISTORY_MAX rows: the first page, with how many there are in all
  const { rows, total } = await offsetPage(
    base
      .innerJoin('study_plans as sp', 'sp.id', 'a.study_plan_id')
      .select([...LESSON_COLUMNS, 'a.type', 'a.is_completed', 'a.outcome', 'sp.is_group'])
      .orderBy('a.start_time')
      .orderBy('a.id'),
    { pageIndex: 0, pageSize: LESSON_HISTORY_MAX },
  );
  const students = await studentsByPlan(db, rows.map((row) => row.plan_id));
  const results = rows.map((row): LessonHistoryItem => {
    const lesson = completedActivity(row, students);
    return { ...lesson, type: row.type, studyPlan: { ...lesson.studyPlan, isGroup: row.is_group === 1 }, isCompleted: row.is_completed === 1, outcome: row.outcome ?? null };
  });
  return { results, total };
}

/**
 * Every completed lesson of the month per teacher, for the CSV: teachers by last and
 * first name, lessons by start time. Only teachers who taught that month appear.
 */
export async function completedLessonsByTeacher(db: Db, range: MonthRange, teacherId?: number): Promise<DownloadTeacherRow[]> {
  let query = db
    .selectFrom('activities as a')
    .innerJoin('users as t', 't.id', 'a.teacher_id')
    .innerJoin('study_plans as sp', 'sp.id', 'a.study_plan_id')
    .select([
      ...LESSON_COLUMNS,
      't.id as teacher_id',
      't.first_name',
      't.last_name',
      't.title',
    ])
    .where((eb) => startsInMonth(eb, 'a.start_time', range))
    .where('a.is_completed', '=', 1)
    .where('a.lesson_length', '>', 0);
  if (teacherId !== undefined) query = query.where('a.teacher_id', '=', teacherId);
  const rows = await query
    .orderBy('t.last_name')
    .orderBy('t.first_name')
    .orderBy('t.id')
    .orderBy('a.start_time')
    .orderBy('a.id')
    .execute();
  const students = await studentsByPlan(db, rows.map((row) => row.plan_id));

  const teachers: DownloadTeacherRow[] = [];
  for (const row of rows) {
    let teacher = teachers[teachers.length - 1];
    if (!teacher || teacher.teacherId !== row.teacher_id) {
      teacher = { teacherId: row.teacher_id, firstName: row.first_name, lastName: row.last_name, title: row.title, completedActivities: [] };
      teachers.push(teacher);
    }
    teacher.completedActivities.push(completedActivity(row, students));
  }
  return teachers;
}
