/**
 * The school most route tests start from, seeded in one call:
 *
 *   const school = useSchool();                  // a fresh app and school for this describe block
 *   school.plan                                  // taught by school.teacher, school.student its member
 *   school.otherPlan                             // taught by school.otherTeacher, school.otherStudent its member
 *   school.guardian                              // linked to school.student (not to school.otherStudent)
 *   await school.as.teacher.post(url, payload)   // a request in the teacher's session
 *   school.app.db                                // the database, for rows a test adds or reads back
 *
 * Options change the plans' rows or the people's (names, a group plan, …) and add people to
 * `plan` beside the school's own (`coTeachers`, `classmates`).
 */
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { StudyPlan, StudyPlansTable, User, UsersTable } from '../../src/db/schema';
import { buildTestApp, type TestAppOverrides } from './app';
import { insertStudyPlan, insertUser } from './factories';
import { callerOf, callerWith, type Caller } from './session';

export type SchoolPerson = 'admin' | 'teacher' | 'otherTeacher' | 'student' | 'otherStudent' | 'guardian';
type UserRow = Partial<Insertable<UsersTable>>;

export interface School extends Record<SchoolPerson, User> {
  plan: StudyPlan;
  otherPlan: StudyPlan;
  /** more teachers and members of `plan`, as the options asked */
  coTeachers: User[];
  classmates: User[];
  /** requests in each person's session */
  as: Record<SchoolPerson, Caller>;
  /** requests without a session */
  anonymous: Caller;
}

export interface TestSchool extends School {
  app: FastifyInstance;
}

export interface SchoolOptions {
  people?: Partial<Record<SchoolPerson, UserRow>>;
  plan?: Partial<Insertable<StudyPlansTable>>;
  otherPlan?: Partial<Insertable<StudyPlansTable>>;
  /** teachers of `plan` beside school.teacher: one row each (profile teacher unless given) */
  coTeachers?: UserRow[];
  /** members of `plan` beside school.student: one row each (profile student unless given) */
  classmates?: UserRow[];
}

const PROFILES: Record<SchoolPerson, User['profile']> = {
  admin: 'admin',
  teacher: 'teacher',
  otherTeacher: 'teacher',
  student: 'student',
  otherStudent: 'student',
  guardian: 'guardian',
};

export async function seedSchool(app: FastifyInstance, options: SchoolOptions = {}): Promise<School> {
  const people = {} as Record<SchoolPerson, User>;
  const as = {} as Record<SchoolPerson, Caller>;
  for (const who of Object.keys(PROFILES) as SchoolPerson[]) {
    people[who] = await insertUser(app.db, { profile: PROFILES[who], ...options.people?.[who] });
    as[who] = await callerOf(app, people[who]);
  }
  const coTeachers = await insertAll(app, 'teacher', options.coTeachers);
  const classmates = await insertAll(app, 'student', options.classmates);
  const plan = await insertStudyPlan(app.db, options.plan, {
    teacherIds: [people.teacher, ...coTeachers].map((user) => user.id),
    memberIds: [people.student, ...classmates].map((user) => user.id),
  });
  const otherPlan = await insertStudyPlan(app.db, options.otherPlan, { teacherIds: [people.otherTeacher.id], memberIds: [people.otherStudent.id] });
  await app.db.insertInto('guardian_students').values({ guardian_id: people.guardian.id, student_id: people.student.id }).execute();
  return { ...people, plan, otherPlan, coTeachers, classmates, as, anonymous: callerWith(app) };
}

async function insertAll(app: FastifyInstance, profile: User['profile'], rows: UserRow[] = []): Promise<User[]> {
  const users: User[] = [];
  for (const row of rows) users.push(await insertUser(app.db, { profile, ...row }));
  return users;
}

/**
 * A fresh app with the school seeded, for every test of the calling describe block
 * (`{ each: true }`, where counters and sessions matter) or once for all of them. The
 * object fills in when the block starts: read its fields inside hooks and tests.
 */
export function useSchool(options: SchoolOptions = {}, { each = false, config = {} as TestAppOverrides } = {}): TestSchool {
  const school = {} as TestSchool;
  (each ? beforeEach : beforeAll)(async () => {
    const app = await buildTestApp(config);
    Object.assign(school, { app }, await seedSchool(app, options));
  });
  (each ? afterEach : afterAll)(async () => school.app?.close());
  return school;
}
