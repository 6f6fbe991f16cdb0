import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { foldForSearch } from '../../../db/search-text';
import type { CheckedRow, PersonData } from '../check-rows';
import { chunks } from './known';
import { RETENTION_TEXT_SIZE_DEFAULT } from '@studydesk/shared/contracts';

type Trx = Transaction<Database>;

/** Rows per INSERT: 12 columns × 500 stays far below either engine's parameter limit. */
const INSERT_CHUNK = 500;

/**
 * Inserts the new people in chunks (no password: each sets one from their invitation) and
 * answers their ids by e-mail.
 */
export async function insertPeople(trx: Trx, rows: readonly CheckedRow[], now: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const values = rows.flatMap((row) => {
    if (!row.person || !row.kind || row.kind === 'group') return [];
    const p = row.person;
    return [{
      email: p.email,
      password_hash: null,
      profile: row.kind,
      first_name: p.firstName,
      last_name: p.lastName,
      title: '',
      language: p.language ?? 'en',
      birth_date: p.birthDate,
      archived: 0 as const,
      search_text: foldForSearch(p.firstName, p.lastName, p.email, ''),
      created_at: now,
      updated_at: now,
    }];
  });
  for (const some of chunks(values, INSERT_CHUNK)) {
    const inserted = await trx.insertInto('users').values(some).returning(['id', 'email']).execute();
    for (const row of inserted) ids.set(row.email, row.id);
  }
  return ids;
}

/** An existing person's row: the names, language and date of birth the file gives replace theirs; empty cells keep them. */
export async function updatePerson(trx: Trx, id: number, person: PersonData, now: number): Promise<void> {
  const current = await trx.selectFrom('users').select(['first_name', 'last_name', 'title', 'email']).where('id', '=', id).executeTakeFirstOrThrow();
  const firstName = person.firstName || current.first_name;
  const lastName = person.lastName || current.last_name;
  await trx
    .updateTable('users')
    .set({
      first_name: firstName,
      last_name: lastName,
      ...(person.language ? { language: person.language } : {}),
      ...(person.birthDate ? { birth_date: person.birthDate } : {}),
      search_text: foldForSearch(firstName, lastName, current.email, current.title),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** A new group study plan (docs/product-rules.md#r-group-1) of the group's name and code. */
export async function insertGroupPlan(trx: Trx, name: string, code: string, now: number): Promise<number> {
  const { id } = await trx
    .insertInto('study_plans')
    .values({
      code,
      title: name,
      description: '',
      goal: '',
      level: null,
      is_group: 1,
      language: 'en',
      retention_text: '',
      retention_text_size: RETENTION_TEXT_SIZE_DEFAULT,
      archived: 0,
      search_text: foldForSearch(code, name),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Guardian–student links, added once each (a link that exists stays as it is). */
export async function insertGuardianLinks(trx: Trx, pairs: ReadonlyArray<[guardianId: number, studentId: number]>, now: number): Promise<void> {
  for (const some of chunks(pairs, INSERT_CHUNK)) {
    await trx
      .insertInto('guardian_students')
      .values(some.map(([guardian_id, student_id]) => ({ guardian_id, student_id, created_at: now })))
      .onConflict((oc) => oc.columns(['guardian_id', 'student_id']).doNothing())
      .execute();
  }
}

/** Teachers and members of group plans, added once each. */
export async function insertPlanPeople(
  trx: Trx,
  teachers: ReadonlyArray<[planId: number, teacherId: number]>,
  members: ReadonlyArray<[planId: number, studentId: number]>,
): Promise<void> {
  for (const some of chunks(teachers, INSERT_CHUNK)) {
    await trx
      .insertInto('study_plan_teachers')
      .values(some.map(([study_plan_id, teacher_id]) => ({ study_plan_id, teacher_id })))
      .onConflict((oc) => oc.columns(['study_plan_id', 'teacher_id']).doNothing())
      .execute();
  }
  for (const some of chunks(members, INSERT_CHUNK)) {
    await trx
      .insertInto('study_plan_members')
      .values(some.map(([study_plan_id, student_id]) => ({ study_plan_id, student_id })))
      .onConflict((oc) => oc.columns(['study_plan_id', 'student_id']).doNothing())
      .execute();
  }
}
