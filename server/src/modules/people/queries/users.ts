import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { DbDialect } from '../../../db/connection';
import type { Database, ProfileType, UsersTable } from '../../../db/schema';
import { readTogether } from '../../../db/read-together';
import { foldForSearch } from '../../../db/search-text';
import { badRequest, notFound } from '../../../permissions';
import type { JobQueue } from '../../../plugins/job-runner';
import { INVITATION_MAIL_JOB, deleteUserSessions, sessionCache } from '../../../sessions';
import { LAST_ADMIN } from '../rules';

type Db = Kysely<Database>;

/**
 * The columns a UserDto is made of, including two correlated subqueries: the student's
 * individual plan (docs/product-rules.md#r-data-1 `studyplan`), the expiry of the newest unused invitation
 * and whether one waits in the outbox.
 */
function userDtoColumns(eb: ExpressionBuilder<Database, 'users'>) {
  return [
    'users.id',
    'users.email',
    'users.password_hash',
    'users.profile',
    'users.first_name',
    'users.last_name',
    'users.title',
    'users.language',
    'users.profile_pic',
    'users.archived',
    'users.last_lesson_at',
    eb
      .selectFrom('study_plan_members as m')
      .innerJoin('study_plans as sp', 'sp.id', 'm.study_plan_id')
      .select('sp.id')
      .whereRef('m.student_id', '=', 'users.id')
      .where('sp.is_group', '=', 0)
      // the live plan first, when a student has an archived older one too
      .orderBy('sp.archived')
      .orderBy('sp.id')
      .limit(1)
      .as('studyplan'),
    eb
      .selectFrom('one_time_tokens as t')
      .select((e) => e.fn.max('t.expires_at').as('v'))
      .whereRef('t.user_id', '=', 'users.id')
      .where('t.purpose', '=', 'invite')
      .where('t.used_at', 'is', null)
      .as('invite_expires_at'),
    eb
      .selectFrom('one_time_tokens as t2')
      .select((e) => e.fn.countAll().as('n'))
      .whereRef('t2.user_id', '=', 'users.id')
      .where('t2.purpose', '=', 'invite')
      .as('invites_sent'),
    // an invitation in the outbox, not sent yet: its link is issued when the job runs
    eb
      .selectFrom('jobs as j')
      .select((e) => e.fn.countAll().as('n'))
      .where('j.kind', '=', 'invitation')
      .where('j.state', 'in', ['queued', 'running'])
      .whereRef('j.recipient', '=', 'users.email')
      .as('invites_queued'),
  ] as const;
}

export function selectUserDtos(db: Db) {
  return db.selectFrom('users').select((eb) => [...userDtoColumns(eb)]);
}

export type UserDtoRow = Awaited<ReturnType<ReturnType<typeof selectUserDtos>['executeTakeFirstOrThrow']>>;

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Admins who can still sign in; the school must always keep at least one. */
export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('profile', '=', 'admin')
    .where('archived', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stored user row, all columns. */
export function findUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export type NewUser = Omit<Insertable<UsersTable>, 'id'>;

/** Inserts a user; returns the id. Throws the engine's unique violation on a taken email. */
async function insertUser(db: Db, values: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface UserChange {
  email: string;
  profile: ProfileType;
  archived: 0 | 1;
  first_name: string;
  last_name: string;
  title: string;
  language: string;
  profile_pic: string | null;
}

export interface SaveEffects {
  losesAdmin: boolean;
  /** archiving signs the user out everywhere */
  archiving: boolean;
  /** a new sign-in email ends the user's sessions, as a new password does, but this one */
  emailChanged: boolean;
  /** the session that made the change, kept when it is the user's own */
  keepSessionId?: string | null;
}

/**
 * Writes an admin's or a user's change in one transaction. When it takes an active admin
 * away, the active admins are counted again inside the transaction: two admins demoting
 * each other at once must not both win.
 */
export async function saveUser(
  db: Db,
  dialect: DbDialect,
  id: number,
  next: UserChange,
  { losesAdmin, archiving, emailChanged, keepSessionId }: SaveEffects,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (losesAdmin && dialect === 'postgres') {
      // PostgreSQL runs concurrent transactions side by side: lock the active admins so
      // the re-count below sees the other one's result (SQLite serialises writers anyway)
      await trx.selectFrom('users').select('id').where('profile', '=', 'admin').where('archived', '=', 0).forUpdate().execute();
    }
    await trx
      .updateTable('users')
      .set({
        ...next,
        search_text: foldForSearch(next.first_name, next.last_name, next.email, next.title),
        updated_at: Date.now(),
        // the leavers' setting counts from the day a person was archived (docs/product-rules.md#r-privacy-5)
        ...(archiving ? { archived_at: Date.now() } : next.archived === 0 ? { archived_at: null } : {}),
      })
      .where('id', '=', id)
      .execute();
    if (losesAdmin && (await countActiveAdmins(trx)) < 1) throw badRequest(LAST_ADMIN);
    // an archived user is signed out everywhere at once
    if (archiving) await deleteUserSessions(trx, id);
    else if (emailChanged) await deleteUserSessions(trx, id, keepSessionId ?? undefined);
  });
  // the sessions hold the user's name, email, profile and archiving
  sessionCache.changed(db);
}

export async function setLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language, updated_at: Date.now() }).where('id', '=', userId).execute();
  sessionCache.changed(db);
}

/** The admin home counters: students who are not archived, group plans that are not archived. */
export async function countActiveStudentsAndGroups(db: Db): Promise<{ activeStudents: number; activeGroups: number }> {
  const [students, groups] = await readTogether(
    db,
    () =>
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('profile', '=', 'student')
        .where('archived', '=', 0)
        .executeTakeFirstOrThrow(),
    () =>
      db
        .selectFrom('study_plans')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('is_group', '=', 1)
        .where('archived', '=', 0)
        .executeTakeFirstOrThrow(),
  );
  return { activeStudents: Number(students.n), activeGroups: Number(groups.n) };
}

/** The teacher a call is about, with their name; 404 for an unknown id or anyone else. */
export async function findTeacher(db: Db, teacherId: number) {
  const teacher = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'title']).where('id', '=', teacherId).where('profile', '=', 'teacher').executeTakeFirst();
  if (!teacher) throw notFound('Teacher not found');
  return teacher;
}

/**
 * A new user and, when `invite`, their invitation mail, in one transaction: the mail is a
 * job of the outbox, so it is sent once, by the job runner, if and only if the user exists.
 */
export async function insertUserWithInvitation(db: Db, jobs: JobQueue, invite: boolean, values: NewUser): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, values);
    if (invite) await jobs.enqueue(INVITATION_MAIL_JOB, { userId: id }, { db: trx });
    return id;
  });
}
