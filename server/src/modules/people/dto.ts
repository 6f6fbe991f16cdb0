import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { InvitationState, UserDto } from '@studydesk/shared/contracts';
import type { Database } from '../../db/schema';

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

/** Where pictures are served from; see routes/uploads.ts. */
export function pictureUrl(publicUrl: string, name: string | null): string | null {
  return name ? `${publicUrl}/uploads/${encodeURIComponent(name)}` : null;
}

function invitationState(row: UserDtoRow, now: number): InvitationState {
  if (row.password_hash) return 'accepted';
  if (row.invite_expires_at !== null && Number(row.invite_expires_at) > now) return 'pending';
  return Number(row.invites_sent ?? 0) > 0 ? 'expired' : 'none';
}

export function toUserDto(row: UserDtoRow, publicUrl: string, now = Date.now()): UserDto {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profilepic: pictureUrl(publicUrl, row.profile_pic),
    title: row.title,
    language: row.language,
    studyplan: row.studyplan === null || row.studyplan === undefined ? null : Number(row.studyplan),
    profile: row.profile,
    isArchived: row.archived === 1,
    hasPassword: row.password_hash !== null,
    invitation: invitationState(row, now),
    lastLesson: row.last_lesson_at === null ? null : new Date(Number(row.last_lesson_at)).toISOString(),
  };
}

export async function findUserDto(db: Db, id: number, publicUrl: string): Promise<UserDto | null> {
  const row = await selectUserDtos(db).where('users.id', '=', id).executeTakeFirst();
  return row ? toUserDto(row, publicUrl) : null;
}

/** `like … escape '\'` on both engines; the pattern comes from searchPattern(). */
export function likeEscaped(column: string, pattern: string) {
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
