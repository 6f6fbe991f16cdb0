import type { Kysely } from 'kysely';
import type { AlertRecipient } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export interface AlertPerson {
  id: number;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  language: string;
  profile: string;
}

const PERSON = ['users.id', 'users.first_name', 'users.last_name', 'users.title', 'users.email', 'users.language', 'users.profile'] as const;

const toPerson = (row: { id: number; first_name: string; last_name: string; title: string; email: string; language: string; profile: string }): AlertPerson => ({
  id: Number(row.id),
  firstName: row.first_name,
  lastName: row.last_name,
  title: row.title,
  email: row.email,
  language: row.language,
  profile: row.profile,
});

/**
 * The active people a rule's alert for a student of a plan goes to
 * (docs/product-rules.md#r-absence-3): the student's guardians, the student, the plan's
 * teachers, every admin, as the rule lists them; each person once. A guardian or student who
 * turned absence alerts off is left out (#r-mail-2); staff always hear.
 */
export async function alertRecipients(db: Db, planId: number, studentId: number, who: readonly AlertRecipient[]): Promise<AlertPerson[]> {
  const wanted = new Set(who);
  const rows = await db
    .selectFrom('users')
    .select([...PERSON])
    .where('users.archived', '=', 0)
    .where((eb) =>
      eb.or([
        ...(wanted.has('student') ? [eb('users.id', '=', studentId)] : []),
        ...(wanted.has('guardians')
          ? [eb('users.id', 'in', eb.selectFrom('guardian_students').select('guardian_id').where('student_id', '=', studentId))]
          : []),
        ...(wanted.has('teachers')
          ? [eb('users.id', 'in', eb.selectFrom('study_plan_teachers').select('teacher_id').where('study_plan_id', '=', planId))]
          : []),
        ...(wanted.has('admins') ? [eb('users.profile', '=', 'admin')] : []),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('users.profile', 'in', ['admin', 'teacher']),
        eb.not(eb.exists(eb.selectFrom('mail_opt_outs').select('user_id').whereRef('mail_opt_outs.user_id', '=', 'users.id').where('kind', '=', 'absence-alert'))),
      ]),
    )
    .orderBy('users.id')
    .execute();
  return rows.map(toPerson);
}


/** The people an alert was raised for, as they are now (address, language), still active. */
export async function peopleByIds(db: Db, ids: readonly number[]): Promise<AlertPerson[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').select([...PERSON]).where('users.id', 'in', [...ids]).where('users.archived', '=', 0).orderBy('users.id').execute();
  return rows.map(toPerson);
}
