import type { Kysely } from 'kysely';
import { foldForSearch } from '../db/search-text';
import type { Database, ProfileType } from '../db/schema';
import { buildPlanActivities, DAY, type ActivityDraft, type SeededPlan } from './demo-activities';
import { seedDictionary, seedProgress, seedRetention } from './demo-extras';
import { applyDemoPayments } from './demo-payments';
import { DEMO_ADMIN, DEMO_STUDENTS, DEMO_TEACHERS, type DemoPerson } from './demo-people';
import { buildDemoPlans } from './demo-plans';
import { createRandom } from './prng';
import { ensureSiteDefaults } from './site-defaults';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

export interface SeedDemoOptions {
  /** the hash of DEMO_PASSWORD, given to every demo user */
  passwordHash: string;
  /** every date is relative to this instant (epoch ms), so the school always looks current */
  now: number;
}

export interface SeedDemoResult {
  users: number;
  studyPlans: number;
  activities: number;
}

/** same seed, same school: screenshots and e2e tests can rely on names and counts */
const DEMO_SEED = 20261122;
const CHUNK = 100;

/**
 * Fills an empty database with a small language school (1 admin, 5 teachers, 30
 * students, 34 plans, ~750 activities over four months). Runs in one transaction: a
 * failure leaves the database empty, so the next start tries again.
 */
export async function seedDemo(db: Kysely<Database>, { passwordHash, now }: SeedDemoOptions): Promise<SeedDemoResult> {
  return db.transaction().execute(async (trx) => {
    const random = createRandom(DEMO_SEED);
    await ensureSiteDefaults(trx);
    await trx
      .updateTable('site_settings')
      .set({ time_zone: 'Europe/London', retention_manager_email: 'retention@example.com' })
      .where('id', '=', 1)
      .execute();

    const ids = new Map<string, number>();
    const addUser = async (person: DemoPerson, profile: ProfileType) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          email: person.email,
          password_hash: passwordHash,
          profile,
          first_name: person.firstName,
          last_name: person.lastName,
          title: person.title,
          language: person.language,
          archived: 0,
          search_text: foldForSearch(person.firstName, person.lastName, person.email, person.title),
          created_at: now - 120 * DAY,
          updated_at: now - 120 * DAY,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(person.email, id);
      return id;
    };
    const adminId = await addUser(DEMO_ADMIN, 'admin');
    for (const teacher of DEMO_TEACHERS) await addUser(teacher, 'teacher');
    for (const student of DEMO_STUDENTS) await addUser(student, 'student');
    const idOf = (email: string) => ids.get(email) as number;

    const seeded: SeededPlan[] = [];
    for (const plan of buildDemoPlans(random)) {
      const { id } = await trx
        .insertInto('study_plans')
        .values({
          code: plan.code,
          title: plan.title,
          description: plan.description,
          goal: plan.goal,
          level: plan.level,
          is_group: plan.isGroup ? 1 : 0,
          language: plan.language,
          retention_text: '',
          retention_text_size: 14,
          archived: 0,
          search_text: foldForSearch(plan.code, plan.title),
          created_at: now - 100 * DAY,
          updated_at: now - 100 * DAY,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const teacherIds = plan.teacherEmails.map(idOf);
      const memberIds = plan.memberEmails.map(idOf);
      await trx.insertInto('study_plan_teachers').values(teacherIds.map((teacher_id) => ({ study_plan_id: id, teacher_id }))).execute();
      await trx.insertInto('study_plan_members').values(memberIds.map((student_id) => ({ study_plan_id: id, student_id }))).execute();
      seeded.push({ id, plan, teacherIds, memberIds });
    }

    const drafts = seeded.flatMap((plan) => buildPlanActivities(plan, now, random));
    const { payments, events } = applyDemoPayments(drafts, DEMO_TEACHERS.map((t) => idOf(t.email)), adminId, now);
    await insertActivities(trx, drafts);
    await trx.insertInto('teacher_payments').values(payments).execute();
    await trx.insertInto('payment_events').values(events).execute();
    await setLastLessons(trx, seeded, drafts, now);

    await seedProgress(trx, seeded, now, random);
    await seedDictionary(trx);
    await seedRetention(trx, seeded.filter((p) => p.plan.memberEmails.includes('student@example.com') || p.plan.isGroup).slice(0, 3), now);
    return { users: ids.size, studyPlans: seeded.length, activities: drafts.length };
  });
}

/** Activities one by one (their ids are needed for attendance and comments), children in chunks. */
async function insertActivities(db: Kysely<Database>, drafts: ActivityDraft[]) {
  const members: Array<{ activity_id: number; student_id: number; attended: 0 | 1; feedback: string | null }> = [];
  const comments: Array<{ activity_id: number; author_id: number; text: string; created_at: number }> = [];
  for (const draft of drafts) {
    const { id } = await db.insertInto('activities').values(draft.row).returning('id').executeTakeFirstOrThrow();
    for (const a of draft.attendance) members.push({ activity_id: id, ...a });
    for (const c of draft.comments) comments.push({ activity_id: id, ...c });
  }
  for (let i = 0; i < members.length; i += CHUNK) {
    await db.insertInto('activity_members').values(members.slice(i, i + CHUNK)).execute();
  }
  for (let i = 0; i < comments.length; i += CHUNK) {
    await db.insertInto('comments').values(comments.slice(i, i + CHUNK)).execute();
  }
}

/** users.last_lesson_at: the start of the student's latest activity that has begun. */
async function setLastLessons(db: Kysely<Database>, plans: SeededPlan[], drafts: ActivityDraft[], now: number) {
  const latestByPlan = new Map<number, number>();
  for (const { row } of drafts) {
    const start = row.start_time as number;
    if (start <= now && start > (latestByPlan.get(row.study_plan_id) ?? 0)) latestByPlan.set(row.study_plan_id, start);
  }
  const latestByStudent = new Map<number, number>();
  for (const { id, memberIds } of plans) {
    const latest = latestByPlan.get(id);
    if (latest === undefined) continue;
    for (const student of memberIds) latestByStudent.set(student, Math.max(latest, latestByStudent.get(student) ?? 0));
  }
  for (const [student, at] of latestByStudent) {
    await db.updateTable('users').set({ last_lesson_at: at }).where('id', '=', student).execute();
  }
}
