import type { Kysely } from 'kysely';
import type { Database, ProfileType } from '../../../db/schema';
import { sessionCache } from '../../../sessions';
import { MAX_LINKED_STUDENTS } from '../rules';

type Db = Kysely<Database>;

/** A linked student as the query selects them; dto.ts turns it into the answer's shape. */
export interface LinkedStudentRow {
  id: number;
  first_name: string;
  last_name: string;
  title: string;
  profile_pic: string | null;
  archived: 0 | 1;
}

/** The students linked to a guardian, by last name, then first name, then id. */
export async function listLinkedStudents(db: Db, guardianId: number): Promise<LinkedStudentRow[]> {
  return db
    .selectFrom('guardian_students')
    .innerJoin('users', 'users.id', 'guardian_students.student_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.title', 'users.profile_pic', 'users.archived'])
    .where('guardian_students.guardian_id', '=', guardianId)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .limit(MAX_LINKED_STUDENTS)
    .execute();
}

/** The profile of a user, or undefined when there is none of that id. */
export async function profileOf(db: Db, userId: number): Promise<ProfileType | undefined> {
  const row = await db.selectFrom('users').select('profile').where('id', '=', userId).executeTakeFirst();
  return row?.profile;
}

export async function countLinkedStudents(db: Db, guardianId: number): Promise<number> {
  const row = await db.selectFrom('guardian_students').select((eb) => eb.fn.countAll<number | string>().as('n')).where('guardian_id', '=', guardianId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Links them; linking twice changes nothing. */
export async function linkStudent(db: Db, guardianId: number, studentId: number, now: number): Promise<void> {
  await db
    .insertInto('guardian_students')
    .values({ guardian_id: guardianId, student_id: studentId, created_at: now })
    .onConflict((oc) => oc.columns(['guardian_id', 'student_id']).doNothing())
    .execute();
  // a guardian's session holds their students
  sessionCache.changed(db);
}

export async function unlinkStudent(db: Db, guardianId: number, studentId: number): Promise<void> {
  await db.deleteFrom('guardian_students').where('guardian_id', '=', guardianId).where('student_id', '=', studentId).execute();
  sessionCache.changed(db);
}
