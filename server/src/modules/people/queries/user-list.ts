import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { UserDto, UserOrderBy, UsersListRequest } from '@studydesk/shared/contracts';
import { offsetPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import { likeEscaped, searchPattern } from '../../../db/search-text';
import { toUserDto } from '../dto';
import { selectUserDtos } from './users';

type Db = Kysely<Database>;

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
 * (docs/product-rules.md#r-page-1), the others to last name; direction defaults to descending (docs/product-rules.md#r-page-1).
 */
export async function listUsers(db: Db, request: UsersListRequest): Promise<{ results: UserDto[]; total: number }> {
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

  const column = ORDER_COLUMNS[orderBy];
  // Text sorts ignore case so both engines agree ("de Vries" beside "Dupont"); users with
  // no lesson yet go last either way; id breaks ties so pages never overlap.
  const key = TEXT_ORDER.has(orderBy) ? sql`lower(${sql.ref(column)})` : sql.ref(column);
  // The page's ids first, then the DTO columns for those ids only: PostgreSQL evaluates
  // the select list's subqueries for every row OFFSET skips (page 500 took ~200 ms).
  const { rows: pageIds, total } = await offsetPage(
    db
      .selectFrom('users')
      .$call(filters)
      .select('users.id')
      .orderBy(key, (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('users.id', direction),
    { pageIndex, pageSize },
  );
  if (pageIds.length === 0) return { results: [], total };
  const rows = await selectUserDtos(db).where('users.id', 'in', pageIds.map((row) => row.id)).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = Date.now();
  const results = pageIds.flatMap(({ id }) => {
    const row = byId.get(id);
    return row ? [toUserDto(row, now)] : [];
  });
  return { results, total };
}
