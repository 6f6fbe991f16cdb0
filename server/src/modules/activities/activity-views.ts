import type { Kysely } from 'kysely';
import { COMMENTS_PAGE_SIZE, type ActivityDto, type ActivityMemberDto, type CommentDto } from '@studydesk/shared/contracts';
import { readTogether } from '../../db/read-together';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../permissions';
import { siteTimeZone } from '../site-settings';
import { toActivityDto, toCommentDto, toMemberDto, type DtoContext } from './dto';
import { findActivityMemberRows, findActivityRows, firstCommentRows } from './queries/load';

type Db = Kysely<Database>;

// What the calls that answer activities send: the module's queries put together and
// turned into the contracts' shapes (above both the queries and dto.ts, so neither
// imports the other).

/** The first comments page (newest first) of each of these activities, by activity. */
async function firstCommentPages(db: Db, activityIds: readonly number[], pageSize: number, reader: Pick<AuthUser, 'profile'>): Promise<Map<number, CommentDto[]>> {
  const pages = new Map<number, CommentDto[]>();
  if (activityIds.length === 0) return pages;
  for (const row of await firstCommentRows(db, activityIds, pageSize, reader)) {
    const page = pages.get(Number(row.activity_id)) ?? [];
    page.push(toCommentDto(row));
    pages.set(Number(row.activity_id), page);
  }
  return pages;
}

/** Attendance of group activities, by activity (absent rows read as not attended, no feedback). */
async function loadActivityMembers(db: Db, activityIds: number[]): Promise<Map<number, ActivityMemberDto[]>> {
  const result = new Map<number, ActivityMemberDto[]>();
  if (activityIds.length === 0) return result;
  for (const row of await findActivityMemberRows(db, activityIds)) {
    const list = result.get(Number(row.activity_id)) ?? [];
    list.push(toMemberDto(row));
    result.set(Number(row.activity_id), list);
  }
  return result;
}

/**
 * Activities as the API sends them, in the order of `ids`. A fixed number of queries
 * whatever the count (their first comments pages in one more when asked).
 */
export async function loadActivities(db: Db, ids: readonly number[], ctx: DtoContext, withComments: boolean): Promise<ActivityDto[]> {
  if (ids.length === 0) return [];
  // the comments need only the ids; the members need the rows (which are group lessons)
  const [[rows, membersByActivity], comments] = await readTogether(
    db,
    async () => {
      const found = await findActivityRows(db, ids, ctx.viewer);
      const groupIds = found.filter((row) => Number(row.is_group) === 1).map((row) => row.id);
      return [found, await loadActivityMembers(db, groupIds)] as const;
    },
    async () => (withComments ? firstCommentPages(db, ids, COMMENTS_PAGE_SIZE, ctx.viewer) : new Map<number, CommentDto[]>()),
  );
  const byId = new Map<number, ActivityDto>();
  for (const row of rows) {
    byId.set(Number(row.id), toActivityDto(row, membersByActivity.get(Number(row.id)) ?? [], comments.get(Number(row.id)) ?? [], ctx));
  }
  return ids.map((id) => byId.get(id)).filter((dto): dto is ActivityDto => dto !== undefined);
}

/**
 * `{ activity }` with its comments, as `viewer` gets it: the answer of every call that
 * writes one activity. `created`: the call has just made it, so it has no comments to read.
 */
export async function activityResponse(db: Db, id: number, viewer: AuthUser, { created = false } = {}): Promise<{ activity: ActivityDto }> {
  const [activity] = await loadActivities(db, [id], { timeZone: await siteTimeZone(db), viewer }, !created);
  return { activity };
}
