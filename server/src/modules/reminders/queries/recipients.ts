import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export interface Recipient {
  id: number;
  email: string;
  firstName: string;
  language: string;
}

export interface LessonToRemind {
  id: number;
  startTime: number;
  lessonTitle: string;
  planId: number;
  planName: string;
  teacherName: string;
  students: Recipient[];
  /** the guardians of those students, each with the student they follow */
  /** each guardian with the linked student the lesson is theirs (the mail links to that student's page) */
  guardians: Array<Recipient & { studentName: string; studentId: number }>;
}

/**
 * The lessons, with their plans, that start in [start, end) and are still to happen: no
 * outcome yet (a lesson already cancelled has one). Both mails tell of these.
 */
function lessonsAhead(db: Db, [start, end]: [number, number]) {
  return db
    .selectFrom('activities')
    .innerJoin('study_plans', 'study_plans.id', 'activities.study_plan_id')
    .where('activities.start_time', '>=', start)
    .where('activities.start_time', '<', end)
    .where('activities.outcome', 'is', null);
}

/**
 * The lessons ahead in `range` (not reminded of once cancelled), each with the active
 * students of its plan and their active guardians.
 */
export async function lessonsToRemind(db: Db, range: [number, number]): Promise<LessonToRemind[]> {
  const lessons = await lessonsAhead(db, range)
    .leftJoin('users as teacher', 'teacher.id', 'activities.teacher_id')
    .select([
      'activities.id',
      'activities.start_time',
      'activities.lesson_title',
      'study_plans.id as plan_id',
      'study_plans.code',
      'study_plans.title',
      'teacher.first_name as teacher_first',
      'teacher.last_name as teacher_last',
    ])
    .where('activities.is_completed', '=', 0)
    .where('study_plans.archived', '=', 0)
    .orderBy('activities.start_time')
    .orderBy('activities.id')
    .execute();
  if (lessons.length === 0) return [];
  const members = await db
    .selectFrom('study_plan_members')
    .innerJoin('users', 'users.id', 'study_plan_members.student_id')
    .select(['study_plan_members.study_plan_id', 'users.id', 'users.email', 'users.first_name', 'users.language'])
    .where('study_plan_members.study_plan_id', 'in', [...new Set(lessons.map((lesson) => lesson.plan_id))])
    .where('users.archived', '=', 0)
    .execute();
  const guardians = await db
    .selectFrom('guardian_students')
    .innerJoin('users as guardian', 'guardian.id', 'guardian_students.guardian_id')
    .innerJoin('users as student', 'student.id', 'guardian_students.student_id')
    .select(['guardian_students.student_id', 'guardian.id', 'guardian.email', 'guardian.first_name', 'guardian.language', 'student.first_name as student_first'])
    .where('guardian_students.student_id', 'in', [...new Set(members.map((member) => member.id)), 0])
    .where('guardian.archived', '=', 0)
    .execute();
  return lessons.map((lesson) => {
    const students = members.filter((member) => member.study_plan_id === lesson.plan_id);
    return {
      id: lesson.id,
      startTime: Number(lesson.start_time),
      lessonTitle: lesson.lesson_title,
      planId: lesson.plan_id,
      planName: `${lesson.code} ${lesson.title}`.trim(),
      teacherName: `${lesson.teacher_first ?? ''} ${lesson.teacher_last ?? ''}`.trim(),
      students: students.map((member) => ({ id: member.id, email: member.email, firstName: member.first_name, language: member.language })),
      guardians: guardians
        .filter((link) => students.some((student) => student.id === link.student_id))
        .map((link) => ({ id: link.id, email: link.email, firstName: link.first_name, language: link.language, studentName: link.student_first, studentId: link.student_id })),
    };
  });
}

export interface TeacherDigest {
  teacher: Recipient;
  /** tomorrow's lessons: start and plan */
  lessons: Array<{ startTime: number; planName: string; lessonTitle: string }>;
  /** comments others wrote on the teacher's plans since `since` */
  newComments: number;
  /** flashcards of the teacher's plans waiting for approval */
  cardsWaiting: number;
}

/** Each active teacher's day ahead and what is new for them; teachers with nothing are left out. */
export async function teacherDigests(db: Db, range: [number, number], since: number): Promise<TeacherDigest[]> {
  const teachers = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'language'])
    .where('profile', '=', 'teacher')
    .where('archived', '=', 0)
    .orderBy('id')
    .execute();
  if (teachers.length === 0) return [];
  const lessons = await lessonsAhead(db, range)
    .select(['activities.teacher_id', 'activities.start_time', 'activities.lesson_title', 'study_plans.code', 'study_plans.title'])
    .where('activities.teacher_id', 'is not', null)
    .orderBy('activities.start_time')
    .execute();
  const comments = await db
    .selectFrom('comments')
    .innerJoin('activities', 'activities.id', 'comments.activity_id')
    .innerJoin('study_plan_teachers', 'study_plan_teachers.study_plan_id', 'activities.study_plan_id')
    .select(['study_plan_teachers.teacher_id'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('comments.created_at', '>=', since)
    .whereRef('comments.author_id', '<>', 'study_plan_teachers.teacher_id')
    .groupBy('study_plan_teachers.teacher_id')
    .execute();
  const cards = await db
    .selectFrom('flashcards')
    .innerJoin('study_plan_teachers', 'study_plan_teachers.study_plan_id', 'flashcards.study_plan_id')
    .select(['study_plan_teachers.teacher_id'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('flashcards.approved', '=', 0)
    .groupBy('study_plan_teachers.teacher_id')
    .execute();
  const countOf = (rows: Array<{ teacher_id: number; count: number | string | bigint }>, id: number) =>
    Number(rows.find((row) => row.teacher_id === id)?.count ?? 0);
  return teachers
    .map((teacher) => ({
      teacher: { id: teacher.id, email: teacher.email, firstName: teacher.first_name, language: teacher.language },
      lessons: lessons
        .filter((lesson) => lesson.teacher_id === teacher.id)
        .map((lesson) => ({ startTime: Number(lesson.start_time), planName: `${lesson.code} ${lesson.title}`.trim(), lessonTitle: lesson.lesson_title })),
      newComments: countOf(comments, teacher.id),
      cardsWaiting: countOf(cards, teacher.id),
    }))
    .filter((digest) => digest.lessons.length > 0 || digest.newComments > 0 || digest.cardsWaiting > 0);
}
