import type { InvitationState, UserDto } from '@studydesk/shared/contracts';
import { instantToIso } from '../../db/instants';
import type { UserDtoRow } from './queries/users';

/**
 * Where a stored picture (its file name) is served from, site-relative (see
 * pictures-routes.ts): the page loads it from the address it was opened on, so it works
 * on any host name of the school and survives a change of PUBLIC_URL.
 */
export function pictureUrl(name: string | null): string | null {
  return name ? `/uploads/${encodeURIComponent(name)}` : null;
}

function invitationState(row: UserDtoRow, now: number): InvitationState {
  if (row.password_hash) return 'accepted';
  if (row.invite_expires_at !== null && Number(row.invite_expires_at) > now) return 'pending';
  if (Number(row.invites_queued ?? 0) > 0) return 'pending';
  return Number(row.invites_sent ?? 0) > 0 ? 'expired' : 'none';
}

export function toUserDto(row: UserDtoRow, now = Date.now()): UserDto {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profilepic: pictureUrl(row.profile_pic),
    title: row.title,
    language: row.language,
    studyplan: row.studyplan === null || row.studyplan === undefined ? null : Number(row.studyplan),
    profile: row.profile,
    isArchived: row.archived === 1,
    hasPassword: row.password_hash !== null,
    invitation: invitationState(row, now),
    lastLesson: instantToIso(row.last_lesson_at),
  };
}
