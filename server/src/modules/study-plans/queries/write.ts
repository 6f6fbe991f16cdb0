import type { Kysely, Transaction } from 'kysely';
import { RETENTION_TEXT_SIZE_DEFAULT, type CreateStudyPlanRequest, type UpdateStudyPlanRequest } from '@studydesk/shared/contracts';
import type { Database, ProfileType } from '../../../db/schema';
import { foldForSearch } from '../../../db/search-text';
import { badRequest, conflict, notFound } from '../../../permissions';
import { assertIndividualSize, normaliseCode } from '../rules';

type Db = Kysely<Database> | Transaction<Database>;

/** the refusal for someone of another profile, per profile a plan link wants */
const NOT_A: Record<ProfileType, string> = {
  admin: 'User {id} is not an admin',
  teacher: 'User {id} is not a teacher',
  student: 'User {id} is not a student',
  guardian: 'User {id} is not a guardian',
};

async function assertCodeFree(db: Db, code: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('study_plans').select('id').where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict('The code {code} is already used by another study plan', { code });
}

/**
 * Everyone in `ids` is a user of `profile`; archived people may stay where they already
 * are (`current`) but cannot be added.
 */
async function assertPeople(db: Db, ids: readonly number[], profile: ProfileType, current: ReadonlySet<number>): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('users').select(['id', 'profile', 'archived']).where('id', 'in', [...ids]).execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = found.get(id);
    if (!row || row.profile !== profile) throw badRequest(NOT_A[profile], { id });
    if (row.archived === 1 && !current.has(id)) throw badRequest('User {id} is archived and cannot be added', { id });
  }
}

/** a student has at most one live individual plan (their `studyplan`, docs/product-rules.md#r-data-1 User) */
async function assertNoOtherIndividualPlan(db: Db, studentId: number, exceptPlanId?: number): Promise<void> {
  let query = db
    .selectFrom('study_plan_members as m')
    .innerJoin('study_plans as p', 'p.id', 'm.study_plan_id')
    .select('p.code')
    .where('m.student_id', '=', studentId)
    .where('p.is_group', '=', 0)
    .where('p.archived', '=', 0);
  if (exceptPlanId !== undefined) query = query.where('p.id', '!=', exceptPlanId);
  const other = await query.executeTakeFirst();
  if (other) throw conflict('This student already has an individual study plan ({code})', { code: other.code });
}

async function replaceLinks(db: Db, planId: number, teacherIds?: readonly number[], memberIds?: readonly number[]): Promise<void> {
  if (teacherIds) {
    await db.deleteFrom('study_plan_teachers').where('study_plan_id', '=', planId).execute();
    if (teacherIds.length > 0) {
      await db.insertInto('study_plan_teachers').values(teacherIds.map((teacher_id) => ({ study_plan_id: planId, teacher_id }))).execute();
    }
  }
  if (memberIds) {
    await db.deleteFrom('study_plan_members').where('study_plan_id', '=', planId).execute();
    if (memberIds.length > 0) {
      await db.insertInto('study_plan_members').values(memberIds.map((student_id) => ({ study_plan_id: planId, student_id }))).execute();
    }
  }
}

/** Creates a plan with its teachers and members in one transaction; returns its id. */
export async function createPlan(db: Kysely<Database>, body: CreateStudyPlanRequest, now = Date.now()): Promise<number> {
  const teacherIds = body.teacherIds ?? [];
  const memberIds = body.memberIds ?? [];
  assertIndividualSize(body.isGroup, memberIds);
  const code = normaliseCode(body.code);
  const title = body.title.trim();
  return db.transaction().execute(async (trx) => {
    await assertCodeFree(trx, code);
    await assertPeople(trx, teacherIds, 'teacher', new Set());
    await assertPeople(trx, memberIds, 'student', new Set());
    if (!body.isGroup && memberIds.length === 1) await assertNoOtherIndividualPlan(trx, memberIds[0]);
    const { id } = await trx
      .insertInto('study_plans')
      .values({
        code,
        title,
        description: body.description ?? '',
        goal: body.goal ?? '',
        level: body.level ?? null,
        is_group: body.isGroup ? 1 : 0,
        language: body.language ?? 'en',
        retention_text: '',
        retention_text_size: RETENTION_TEXT_SIZE_DEFAULT,
        archived: 0,
        comment_audience: body.commentAudience ?? 'student',
        guardians_answer: body.guardiansAnswer ? 1 : 0,
        search_text: foldForSearch(code, title),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceLinks(trx, id, teacherIds, memberIds);
    return id;
  });
}

/** Applies the fields present in `body` (already permission-checked) in one transaction. */
export async function updatePlan(db: Kysely<Database>, body: UpdateStudyPlanRequest, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const plan = await trx
      .selectFrom('study_plans')
      .select(['id', 'code', 'title', 'is_group', 'archived'])
      .where('id', '=', body.id)
      .executeTakeFirst();
    if (!plan) throw notFound('Study plan not found');
    const isGroup = plan.is_group === 1;
    assertIndividualSize(isGroup, body.memberIds);

    const code = body.code === undefined ? plan.code : normaliseCode(body.code);
    const title = body.title === undefined ? plan.title : body.title.trim();
    if (code !== plan.code) await assertCodeFree(trx, code, plan.id);

    if (body.teacherIds) {
      const current = await trx.selectFrom('study_plan_teachers').select('teacher_id').where('study_plan_id', '=', plan.id).execute();
      await assertPeople(trx, body.teacherIds, 'teacher', new Set(current.map((row) => row.teacher_id)));
    }
    if (body.memberIds) {
      const current = await trx.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', plan.id).execute();
      await assertPeople(trx, body.memberIds, 'student', new Set(current.map((row) => row.student_id)));
    }
    const archived = body.isArchived === undefined ? plan.archived : body.isArchived ? 1 : 0;
    if (!isGroup && archived === 0) {
      const members = body.memberIds ?? (await trx.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', plan.id).execute()).map((row) => row.student_id);
      // restoring or re-assigning must not give a student a second live individual plan
      if (members.length === 1 && (body.memberIds || plan.archived === 1)) await assertNoOtherIndividualPlan(trx, members[0], plan.id);
    }

    await trx
      .updateTable('study_plans')
      .set({
        code,
        title,
        ...(body.description !== undefined && { description: body.description }),
        ...(body.goal !== undefined && { goal: body.goal }),
        ...(body.level !== undefined && { level: body.level }),
        ...(body.language !== undefined && { language: body.language }),
        ...(body.commentAudience !== undefined && { comment_audience: body.commentAudience }),
        ...(body.guardiansAnswer !== undefined && { guardians_answer: body.guardiansAnswer ? 1 : 0 }),
        archived,
        search_text: foldForSearch(code, title),
        updated_at: now,
      })
      .where('id', '=', plan.id)
      .execute();
    await replaceLinks(trx, plan.id, body.teacherIds, body.memberIds);
  });
}
