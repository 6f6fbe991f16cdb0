/**
 * Small row factories for tests: sensible defaults, any column overridable, the row
 * read back as the database stores it.
 */
import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../../src/sessions/password';
import type { ActivitiesTable, Activity, Database, StudyPlan, StudyPlansTable, User, UsersTable } from '../../src/db/schema';
import { foldForSearch } from '../../src/db/search-text';

let sequence = 0;
const next = () => ++sequence;

/** A fixed instant (Wed 2026-03-18 10:00 UTC), for tests that want stable dates. */
export const TEST_NOW = Date.UTC(2026, 2, 18, 10, 0);

const hashes = new Map<string, Promise<string>>();

/** hashPassword, memoised per password: scrypt costs ~0.3 s, paid once per test file. */
export function hashedPassword(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password) as Promise<string>;
}

export async function insertUser(db: Kysely<Database>, partial: Partial<Insertable<UsersTable>> = {}): Promise<User> {
  const n = next();
  const row = {
    email: `user${n}@example.test`,
    password_hash: null,
    profile: 'student' as const,
    first_name: `First${n}`,
    last_name: `Last${n}`,
    title: '',
    language: 'en',
    archived: 0 as const,
    updated_at: TEST_NOW,
    ...partial,
  };
  const search_text = partial.search_text ?? foldForSearch(row.first_name, row.last_name, row.email, row.title);
  return db.insertInto('users').values({ ...row, search_text }).returningAll().executeTakeFirstOrThrow();
}

export interface PlanPeople {
  teacherIds?: number[];
  memberIds?: number[];
}

export async function insertStudyPlan(
  db: Kysely<Database>,
  partial: Partial<Insertable<StudyPlansTable>> = {},
  { teacherIds = [], memberIds = [] }: PlanPeople = {},
): Promise<StudyPlan> {
  const n = next();
  const row = {
    code: `ENG-B1-${String(n).padStart(3, '0')}`,
    title: `Plan ${n}`,
    description: '',
    goal: '',
    level: 'B1',
    is_group: (memberIds.length > 1 ? 1 : 0) as 0 | 1,
    language: 'en',
    retention_text: '',
    retention_text_size: 14,
    archived: 0 as const,
    updated_at: TEST_NOW,
    ...partial,
  };
  const search_text = partial.search_text ?? foldForSearch(row.code, row.title);
  const plan = await db.insertInto('study_plans').values({ ...row, search_text }).returningAll().executeTakeFirstOrThrow();
  if (teacherIds.length > 0) {
    await db.insertInto('study_plan_teachers').values(teacherIds.map((teacher_id) => ({ study_plan_id: plan.id, teacher_id }))).execute();
  }
  if (memberIds.length > 0) {
    await db.insertInto('study_plan_members').values(memberIds.map((student_id) => ({ study_plan_id: plan.id, student_id }))).execute();
  }
  return plan;
}

export async function insertActivity(
  db: Kysely<Database>,
  partial: Partial<Insertable<ActivitiesTable>> & { study_plan_id: number },
): Promise<Activity> {
  const n = next();
  return db
    .insertInto('activities')
    .values({
      type: 'activity',
      lesson_title: `Lesson ${n}`,
      description: '',
      start_time: TEST_NOW,
      lesson_length: 1,
      difficulty_level: 1,
      is_completed: 0,
      paid: 0,
      updated_at: TEST_NOW,
      ...partial,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
