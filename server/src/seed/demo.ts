import type { Kysely } from 'kysely';
import { foldForSearch } from '../db/search-text';
import type { Database, ProfileType } from '../db/schema';
import { buildPlanActivities, DAY, type ActivityDraft, type SeededPlan } from './demo-activities';
import { seedProgress, seedRetention } from './demo-extras';
import { applyDemoPayments } from './demo-payments';
import { seedDemoPay } from './demo-pay';
import { DEMO_ADMIN, DEMO_GUARDIAN, DEMO_STUDENTS, DEMO_TEACHERS, type DemoPerson } from './demo-people';
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
      .set({ time_zone: 'Europe/London', retention_manager_email: 'retention@example.com', school_name: 'Riverside Language School' })
      .where('id', '=', 1)
      .execute();

    // Rows go in as multi-row inserts and ids come back by natural key (email, code, …):
    // one round trip per table, not per row, so a first start on PostgreSQL stays quick.
    const people: Array<[DemoPerson, ProfileType]> = [
      [DEMO_ADMIN, 'admin'],
      ...DEMO_TEACHERS.map((t): [DemoPerson, ProfileType] => [t, 'teacher']),
      ...DEMO_STUDENTS.map((s): [DemoPerson, ProfileType] => [s, 'student']),
      [DEMO_GUARDIAN, 'guardian'],
    ];
    await trx
      .insertInto('users')
      .values(
        people.map(([person, profile]) => ({
          email: person.email,
          password_hash: passwordHash,
          profile,
          first_name: person.firstName,
          last_name: person.lastName,
          title: person.title,
          language: person.language,
          archived: 0 as const,
          search_text: foldForSearch(person.firstName, person.lastName, person.email, person.title),
          created_at: now - 120 * DAY,
          updated_at: now - 120 * DAY,
        })),
      )
      .execute();
    const ids = new Map<string, number>();
    const emails = people.map(([person]) => person.email);
    for (const row of await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute()) {
      ids.set(row.email, row.id);
    }
    const idOf = (email: string) => ids.get(email) as number;
    const adminId = idOf(DEMO_ADMIN.email);
    await trx.insertInto('guardian_students').values({ guardian_id: idOf(DEMO_GUARDIAN.email), student_id: idOf('student@example.com'), created_at: now - 120 * DAY }).execute();

    const plans = buildDemoPlans(random);
    await trx
      .insertInto('study_plans')
      .values(
        plans.map((plan) => ({
          code: plan.code,
          title: plan.title,
          description: plan.description,
          goal: plan.goal,
          level: plan.level,
          is_group: plan.isGroup ? (1 as const) : (0 as const),
          language: plan.language,
          retention_text: '',
          retention_text_size: 14,
          archived: 0 as const,
          search_text: foldForSearch(plan.code, plan.title),
          created_at: now - 100 * DAY,
          updated_at: now - 100 * DAY,
        })),
      )
      .execute();
    const planIds = new Map<string, number>();
    const codes = plans.map((plan) => plan.code);
    for (const row of await trx.selectFrom('study_plans').select(['id', 'code']).where('code', 'in', codes).orderBy('id').execute()) {
      planIds.set(row.code, row.id);
    }
    const seeded: SeededPlan[] = plans.map((plan) => ({
      id: planIds.get(plan.code) as number,
      plan,
      teacherIds: plan.teacherEmails.map(idOf),
      memberIds: plan.memberEmails.map(idOf),
    }));
    await trx
      .insertInto('study_plan_teachers')
      .values(seeded.flatMap((p) => p.teacherIds.map((teacher_id) => ({ study_plan_id: p.id, teacher_id }))))
      .execute();
    await trx
      .insertInto('study_plan_members')
      .values(seeded.flatMap((p) => p.memberIds.map((student_id) => ({ study_plan_id: p.id, student_id }))))
      .execute();

    const drafts = seeded.flatMap((plan) => buildPlanActivities(plan, now, random));
    const { payments, events } = applyDemoPayments(drafts, DEMO_TEACHERS.map((t) => idOf(t.email)), adminId, now);
    await insertActivities(trx, drafts);
    await trx.insertInto('teacher_payments').values(payments).execute();
    await trx.insertInto('payment_events').values(events).execute();
    await seedDemoPay(trx, DEMO_TEACHERS.map((t) => idOf(t.email)), payments, adminId, now);
    await setLastLessons(trx, seeded, drafts, now);

    await seedProgress(trx, seeded, now, random);
    await seedRetention(trx, seeded.filter((p) => p.plan.memberEmails.includes('student@example.com') || p.plan.isGroup).slice(0, 3), now);
    return { users: ids.size, studyPlans: seeded.length, activities: drafts.length };
  });
}

/**
 * Activities in chunks; their ids are then read back by (plan, start, type), unique in
 * the demo, to attach attendance and comments.
 */
async function insertActivities(db: Kysely<Database>, drafts: ActivityDraft[]) {
  for (let i = 0; i < drafts.length; i += CHUNK) {
    await db.insertInto('activities').values(drafts.slice(i, i + CHUNK).map((d) => d.row)).execute();
  }
  const planIds = [...new Set(drafts.map((d) => d.row.study_plan_id))];
  const key = (plan: number, start: number | null | undefined, type: string) => `${plan}:${start}:${type}`;
  const ids = new Map<string, number>();
  const rows = await db.selectFrom('activities').select(['id', 'study_plan_id', 'start_time', 'type']).where('study_plan_id', 'in', planIds).execute();
  for (const row of rows) ids.set(key(row.study_plan_id, row.start_time, row.type), row.id);
  if (ids.size !== drafts.length) throw new Error('demo activities are not unique by plan, start and type');

  const members: Array<{ activity_id: number; student_id: number; attended: 0 | 1; feedback: string | null }> = [];
  const comments: Array<{ activity_id: number; author_id: number; text: string; created_at: number }> = [];
  for (const draft of drafts) {
    const id = ids.get(key(draft.row.study_plan_id, draft.row.start_time, draft.row.type)) as number;
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
