import { sql, type ExpressionBuilder, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { UserDto, UserOrderBy, UsersListRequest } from '@studydesk/shared/contracts';
import type { DbDialect } from '../../db/connection';
import type { Database, ProfileType, UsersTable } from '../../db/schema';
import { foldForSearch, likeEscaped, searchPattern } from '../../db/search-text';
import { badRequest } from '../../permissions';
import { deleteUserSessions } from '../auth';
import { toUserDto } from './dto';
import { LAST_ADMIN } from './rules';

type Db = Kysely<Database>;

/**
 * The columns a UserDto is made of, including two correlated subqueries: the student's
 * individual plan (spec §3 `studyplan`) and the expiry of the newest unused invitation.
 */
export function userDtoColumns(eb: ExpressionBuilder<Database, 'users'>) {
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
  ] as const;
}

export function selectUserDtos(db: Db) {
  return db.selectFrom('users').select((eb) => [...userDtoColumns(eb)]);
}

export type UserDtoRow = Awaited<ReturnType<ReturnType<typeof selectUserDtos>['executeTakeFirstOrThrow']>>;

export async function findUserDto(db: Db, id: number, publicUrl: string): Promise<UserDto | null> {
  const row = await selectUserDtos(db).where('users.id', '=', id).executeTakeFirst();
  return row ? toUserDto(row, publicUrl) : null;
}

const ORDER_COLUMNS = {
  firstName: 'users.first_name',
  lastName: 'users.last_name',
  email: 'users.email',
  title: 'users.title',
  lastLesson: 'users.last_lesson_at',
  createdAt: 'users.created_at',
} as const satisfies Record<UserOrderBy, string>;

const TEXT_ORDER = new Set<UserOrderBy>(['firstName', 'lastName', 'email', 'title']);

/**
 * One page of the admin user lists (POST /v1/auth/users). Search is case- and
 * accent-insensitive through users.search_text. Students default to their latest lesson
 * (spec §9), the others to last name; direction defaults to descending (spec §9).
 */
export async function listUsers(db: Db, request: UsersListRequest, publicUrl: string): Promise<{ results: UserDto[]; total: number }> {
  const pageIndex = request.pageIndex ?? 0;
  const pageSize = request.pageSize ?? 9;
  const orderBy: UserOrderBy = request.orderBy ?? (request.profile === 'student' ? 'lastLesson' : 'lastName');
  const direction = request.direction ?? 'desc';
  const search = (request.search ?? '').trim();

  const filters = <QB extends SelectQueryBuilder<Database, 'users', object>>(qb: QB): QB => {
    let query = qb.where('users.archived', '=', request.isArchived ? 1 : 0);
    if (request.profile) query = query.where('users.profile', '=', request.profile);
    if (search) query = query.where(likeEscaped('users.search_text', searchPattern(search)));
    return query as QB;
  };

  const totalRow = await db
    .selectFrom('users')
    .$call(filters)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  const column = ORDER_COLUMNS[orderBy];
  // Text sorts ignore case so both engines agree ("de Vries" beside "Dupont"); users with
  // no lesson yet go last either way; id breaks ties so pages never overlap.
  const key = TEXT_ORDER.has(orderBy) ? sql`lower(${sql.ref(column)})` : sql.ref(column);
  // The page's ids first, then the DTO columns for those ids only: PostgreSQL evaluates
  // the select list's subqueries for every row OFFSET skips (page 500 took ~200 ms).
  const pageIds = await db
    .selectFrom('users')
    .$call(filters)
    .select('users.id')
    .orderBy(key, (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('users.id', direction)
    .limit(pageSize)
    .offset(pageIndex * pageSize)
    .execute();
  const total = Number(totalRow.total);
  if (pageIds.length === 0) return { results: [], total };
  const rows = await selectUserDtos(db).where('users.id', 'in', pageIds.map((row) => row.id)).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = Date.now();
  const results = pageIds.flatMap(({ id }) => {
    const row = byId.get(id);
    return row ? [toUserDto(row, publicUrl, now)] : [];
  });
  return { results, total };
}

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
export async function insertUser(db: Db, values: NewUser): Promise<number> {
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

/**
 * Writes an admin's or a user's change in one transaction. When it takes an active admin
 * away, the active admins are counted again inside the transaction: two admins demoting
 * each other at once must not both win. `archiving` signs the user out everywhere.
 */
export async function saveUser(
  db: Db,
  dialect: DbDialect,
  id: number,
  next: UserChange,
  { losesAdmin, archiving }: { losesAdmin: boolean; archiving: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (losesAdmin && dialect === 'postgres') {
      // PostgreSQL runs concurrent transactions side by side: lock the active admins so
      // the re-count below sees the other one's result (SQLite serialises writers anyway)
      await trx.selectFrom('users').select('id').where('profile', '=', 'admin').where('archived', '=', 0).forUpdate().execute();
    }
    await trx
      .updateTable('users')
      .set({ ...next, search_text: foldForSearch(next.first_name, next.last_name, next.email, next.title), updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
    if (losesAdmin && (await countActiveAdmins(trx)) < 1) throw badRequest(LAST_ADMIN);
    // an archived user is signed out everywhere at once
    if (archiving) await deleteUserSessions(trx, id);
  });
}

export async function setLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language, updated_at: Date.now() }).where('id', '=', userId).execute();
}

/** The admin home counters: students who are not archived, group plans that are not archived. */
export async function countActiveStudentsAndGroups(db: Db): Promise<{ activeStudents: number; activeGroups: number }> {
  const [students, groups] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('profile', '=', 'student')
      .where('archived', '=', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('study_plans')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('is_group', '=', 1)
      .where('archived', '=', 0)
      .executeTakeFirstOrThrow(),
  ]);
  return { activeStudents: Number(students.n), activeGroups: Number(groups.n) };
}
