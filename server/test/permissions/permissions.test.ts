import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { DatabaseHandle } from '../../src/db/connection';
import {
  type AuthUser,
  assertCanAddActivityType,
  assertCanEditPlan,
  assertCanEditPlanFields,
  assertCanReadPlan,
  assertCanReadTeacherTime,
  canAddActivityType,
  canContributeToPlan,
  canEditPlan,
  canReadPlan,
  canReadTeacherTime,
  canReadUser,
  planAccessOf,
  readablePlanIds,
  readsPlan,
  requireRole,
  requireUser,
  teachesPlan,
} from '../../src/permissions';
import { createMigratedTestDatabase } from '../helpers/database';
import { insertStudyPlan, insertUser } from '../helpers/factories';

let handle: DatabaseHandle;
let db: Kysely<Database>;
let admin: AuthUser;
let teacher: AuthUser;
let otherTeacher: AuthUser;
let student: AuthUser;
let otherStudent: AuthUser;
let planId: number;
let otherPlanId: number;

const auth = (row: { id: number; profile: AuthUser['profile'] }): AuthUser => ({
  id: row.id,
  profile: row.profile,
  email: '',
  firstName: '',
  lastName: '',
  language: 'en',
});

beforeEach(async () => {
  handle = await createMigratedTestDatabase();
  db = handle.db;
  admin = auth(await insertUser(db, { profile: 'admin' }));
  teacher = auth(await insertUser(db, { profile: 'teacher' }));
  otherTeacher = auth(await insertUser(db, { profile: 'teacher' }));
  student = auth(await insertUser(db, { profile: 'student' }));
  otherStudent = auth(await insertUser(db, { profile: 'student' }));
  planId = (await insertStudyPlan(db, {}, { teacherIds: [teacher.id], memberIds: [student.id] })).id;
  otherPlanId = (await insertStudyPlan(db, {}, { teacherIds: [otherTeacher.id], memberIds: [otherStudent.id] })).id;
});
afterEach(async () => handle.destroy());

const request = (user: AuthUser | null) => ({ user }) as unknown as FastifyRequest;

test('requireUser: 401 Unauthorized without a session user', () => {
  expect(() => requireUser(request(null))).toThrow(expect.objectContaining({ statusCode: 401, message: 'Unauthorized' }));
  expect(requireUser(request(student))).toBe(student);
});

test('requireRole: 403 for another role, the user for an allowed one', () => {
  expect(() => requireRole(request(teacher), 'admin')).toThrow(expect.objectContaining({ statusCode: 403 }));
  expect(() => requireRole(request(null), 'admin')).toThrow(expect.objectContaining({ statusCode: 401 }));
  expect(requireRole(request(teacher), 'admin', 'teacher')).toBe(teacher);
});

test('plans: admin all; teacher the plans they teach; student the plans they belong to, read-only', async () => {
  const matrix = async (user: AuthUser, plan: number) => [
    await canReadPlan(db, user, plan),
    await canEditPlan(db, user, plan),
    await canContributeToPlan(db, user, plan),
  ];
  expect(await matrix(admin, planId)).toEqual([true, true, true]);
  expect(await matrix(teacher, planId)).toEqual([true, true, true]);
  expect(await matrix(teacher, otherPlanId)).toEqual([false, false, false]);
  expect(await matrix(student, planId)).toEqual([true, false, true]);
  expect(await matrix(student, otherPlanId)).toEqual([false, false, false]);
});

test('assert helpers: the same 404 for a missing plan and one that is not yours, 403 for a member changing it', async () => {
  await expect(assertCanReadPlan(db, student, 999)).rejects.toMatchObject({ statusCode: 404 });
  await expect(assertCanReadPlan(db, admin, 999)).rejects.toMatchObject({ statusCode: 404 });
  const missing = await assertCanReadPlan(db, student, 999).catch((error: unknown) => error);
  const notYours = await assertCanReadPlan(db, student, otherPlanId).catch((error: unknown) => error);
  expect(notYours).toMatchObject({ statusCode: 404 });
  expect((notYours as Error).message).toBe((missing as Error).message);
  await expect(assertCanEditPlan(db, teacher, otherPlanId)).rejects.toMatchObject({ statusCode: 404 });
  await expect(assertCanEditPlan(db, student, planId)).rejects.toMatchObject({ statusCode: 403 });
  await expect(assertCanEditPlan(db, teacher, planId)).resolves.toBeUndefined();
});

test('readablePlanIds filters list queries (null for admins)', async () => {
  expect(readablePlanIds(db, admin)).toBeNull();
  const ids = async (user: AuthUser) => {
    const sub = readablePlanIds(db, user);
    if (!sub) throw new Error('expected a filter');
    const rows = await db.selectFrom('study_plans').select('id').where('id', 'in', sub).execute();
    return rows.map((row) => row.id);
  };
  expect(await ids(teacher)).toEqual([planId]);
  expect(await ids(otherStudent)).toEqual([otherPlanId]);
});

test('readsPlan, the check inside a read, answers as canReadPlan for every profile and plan', async () => {
  const guardian = auth(await insertUser(db, { profile: 'guardian' }));
  await db.insertInto('guardian_students').values({ guardian_id: guardian.id, student_id: student.id }).execute();
  const users = { admin, teacher, otherTeacher, student, otherStudent, guardian };
  const inRead = async (user: AuthUser, id: number) => {
    const row = await db
      .selectFrom('study_plans')
      .select((eb) => readsPlan(db, eb, user, 'study_plans.id').as('readable'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return Boolean(row.readable);
  };
  const answers: Record<string, boolean[]> = {};
  for (const [name, user] of Object.entries(users)) {
    const read = [await inRead(user, planId), await inRead(user, otherPlanId)];
    expect(read).toEqual([await canReadPlan(db, user, planId), await canReadPlan(db, user, otherPlanId)]);
    answers[name] = read;
  }
  // and the rule itself, so the two cannot agree on a wrong answer
  expect(answers).toEqual({
    admin: [true, true],
    teacher: [true, false],
    otherTeacher: [false, true],
    student: [true, false],
    otherStudent: [false, true],
    guardian: [true, false],
  });
  // its answer, as the assert helpers give it: 404 when not readable, staff may edit
  expect(() => planAccessOf(student, false)).toThrow(expect.objectContaining({ statusCode: 404 }));
  expect(planAccessOf(teacher, 1)).toEqual({ canEdit: true });
  expect(planAccessOf(guardian, true)).toEqual({ canEdit: false });
});

test('teaching time: admins and the teacher themself', () => {
  expect(canReadTeacherTime(admin, teacher.id)).toBe(true);
  expect(canReadTeacherTime(teacher, teacher.id)).toBe(true);
  expect(canReadTeacherTime(teacher, otherTeacher.id)).toBe(false);
  expect(canReadTeacherTime(student, student.id)).toBe(false);
  expect(() => assertCanReadTeacherTime(otherTeacher, teacher.id)).toThrow(expect.objectContaining({ statusCode: 403 }));
});

test('users: admins anyone, everyone themself, teachers their students', async () => {
  expect(await canReadUser(db, admin, student.id)).toBe(true);
  expect(await canReadUser(db, student, student.id)).toBe(true);
  expect(await canReadUser(db, student, otherStudent.id)).toBe(false);
  expect(await canReadUser(db, teacher, student.id)).toBe(true);
  expect(await canReadUser(db, teacher, otherStudent.id)).toBe(false);
});

test('teachesPlan: the plan\'s teachers only', async () => {
  expect(await teachesPlan(db, teacher.id, planId)).toBe(true);
  expect(await teachesPlan(db, otherTeacher.id, planId)).toBe(false);
  expect(await teachesPlan(db, student.id, planId)).toBe(false);
  expect(await teachesPlan(db, teacher.id, 999)).toBe(false);
});

test('activity types: milestones are added by admins only (docs/product-rules.md#r-act-1), other types by whoever edits the plan', () => {
  expect(canAddActivityType(admin, 'milestone')).toBe(true);
  expect(canAddActivityType(teacher, 'milestone')).toBe(false);
  for (const type of ['activity', 'spotlight', 'evaluation'] as const) expect(canAddActivityType(teacher, type)).toBe(true);
  expect(() => assertCanAddActivityType(teacher, 'milestone')).toThrow(
    expect.objectContaining({ statusCode: 403, message: 'Only admins may add milestones' }),
  );
  expect(() => assertCanAddActivityType(admin, 'milestone')).not.toThrow();
});

test('plan fields: admins change any, a teacher only description and goal, a student none', () => {
  const everything = { id: planId, code: 'X-1', title: 'T', description: 'd', goal: 'g', isArchived: true, teacherIds: [] };
  expect(() => assertCanEditPlanFields(admin, everything)).not.toThrow();
  expect(() => assertCanEditPlanFields(teacher, { id: planId, description: 'd', goal: 'g' })).not.toThrow();
  expect(() => assertCanEditPlanFields(teacher, { id: planId })).not.toThrow();
  for (const field of ['code', 'title', 'level', 'language', 'isArchived', 'teacherIds', 'memberIds']) {
    expect(() => assertCanEditPlanFields(teacher, { id: planId, description: 'd', [field]: null })).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'Teachers may change only the description and goal of a study plan' }),
    );
  }
  expect(() => assertCanEditPlanFields(student, { id: planId, description: 'd' })).toThrow(expect.objectContaining({ statusCode: 403 }));
});
