/**
 * The school most route tests start from, seeded in one call:
 *
 *   const school = await seedSchool(app);
 *   school.plan                    // taught by school.teacher, school.student its member
 *   school.otherPlan               // taught by school.otherTeacher, school.otherStudent its member
 *   app.inject({ …, headers: school.as.teacher })
 *
 * Options change the plans' rows or the people's (names, a group plan, …); `plan` may
 * also take more teachers and members beside the school's own.
 */
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { StudyPlan, StudyPlansTable, User, UsersTable } from '../../src/db/schema';
import { insertStudyPlan, insertUser, type PlanPeople } from './factories';
import { cookieOf } from './session';

export type SchoolPerson = 'admin' | 'teacher' | 'otherTeacher' | 'student' | 'otherStudent';
export type Headers = Record<string, string>;

export interface School extends Record<SchoolPerson, User> {
  plan: StudyPlan;
  otherPlan: StudyPlan;
  /** the request headers of each person's session */
  as: Record<SchoolPerson, Headers>;
}

export interface SchoolOptions {
  people?: Partial<Record<SchoolPerson, Partial<Insertable<UsersTable>>>>;
  plan?: Partial<Insertable<StudyPlansTable>>;
  /** teachers and members of `plan` beside the teacher and the student */
  planPeople?: PlanPeople;
  otherPlan?: Partial<Insertable<StudyPlansTable>>;
}

const PROFILES: Record<SchoolPerson, User['profile']> = {
  admin: 'admin',
  teacher: 'teacher',
  otherTeacher: 'teacher',
  student: 'student',
  otherStudent: 'student',
};

export async function seedSchool(app: FastifyInstance, options: SchoolOptions = {}): Promise<School> {
  const people = {} as Record<SchoolPerson, User>;
  const as = {} as Record<SchoolPerson, Headers>;
  for (const who of Object.keys(PROFILES) as SchoolPerson[]) {
    people[who] = await insertUser(app.db, { profile: PROFILES[who], ...options.people?.[who] });
    as[who] = await cookieOf(app, people[who]);
  }
  const plan = await insertStudyPlan(app.db, options.plan, {
    teacherIds: [people.teacher.id, ...(options.planPeople?.teacherIds ?? [])],
    memberIds: [people.student.id, ...(options.planPeople?.memberIds ?? [])],
  });
  const otherPlan = await insertStudyPlan(app.db, options.otherPlan, { teacherIds: [people.otherTeacher.id], memberIds: [people.otherStudent.id] });
  return { ...people, plan, otherPlan, as };
}
