import { sql, type Kysely } from 'kysely';
import { COMMENTS_PAGE_SIZE, type ActivityDto, type ActivityMemberDto, type CommentDto } from '@studydesk/shared/contracts';
import { preparedQuery } from '../../../db/prepared-queries';
import { readTogether } from '../../../db/read-together';
import type { Database } from '../../../db/schema';
import { commentVisibleTo, type AuthUser } from '../../../permissions';
import { siteTimeZone } from '../../site-settings';
import { toActivityDto, toCommentDto, toMemberDto, type DtoContext } from '../dto';

type Db = Kysely<Database>;

const commentColumns = [
  'comments.id',
  'comments.activity_id',
  'comments.text',
  'comments.created_at',
  'comments.audience',
  'users.id as author_id',
  'users.first_name',
  'users.last_name',
  'users.title',
  'users.profile',
  'users.profile_pic',
] as const;

/**
 * The comments `reader` may read (docs/product-rules.md#r-comment-2), joined with their
 * authors; callers add filters, order and paging.
 */
export function selectComments(db: Db, reader: Pick<AuthUser, 'profile'>) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .select(commentColumns)
    .where((eb) => commentVisibleTo(eb, reader));
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

const firstComments = preparedQuery(
  (db, values: { ids: number[]; pageSize: number; profile: AuthUser['profile'] }) => {
    const ranked = selectComments(db, values)
      .select(sql<number>`row_number() over (partition by comments.activity_id order by comments.created_at desc, comments.id desc)`.as('rank'))
      .where('comments.activity_id', 'in', values.ids);
    return db.selectFrom(ranked.as('c')).selectAll().where('c.rank', '<=', values.pageSize).orderBy('c.activity_id').orderBy('c.rank');
  },
  { shape: ['profile'] },
);

/**
 * The first comments page (newest first) of each of these activities, in one query: each
 * activity's comments are ranked and the first `pageSize` kept.
 */
async function firstCommentPages(db: Db, activityIds: readonly number[], pageSize: number, reader: Pick<AuthUser, 'profile'>): Promise<Map<number, CommentDto[]>> {
  const pages = new Map<number, CommentDto[]>();
  if (activityIds.length === 0) return pages;
  const rows = await firstComments.rows(db, { ids: [...activityIds], pageSize, profile: reader.profile });
  for (const row of rows) {
    const page = pages.get(Number(row.activity_id)) ?? [];
    page.push(toCommentDto(row));
    pages.set(Number(row.activity_id), page);
  }
  return pages;
}

/** Activities with their plan's kind and what the list shows counted: one row each. */
const activityRows = preparedQuery(
  (db, values: { ids: number[]; profile: AuthUser['profile'] }) =>
    db
      .selectFrom('activities')
      .innerJoin('study_plans', 'study_plans.id', 'activities.study_plan_id')
      .selectAll('activities')
      .select((eb) => [
        'study_plans.is_group',
        eb
          .selectFrom('comments')
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('comments.activity_id', '=', 'activities.id')
          .where((e) => commentVisibleTo(e, values))
          .as('comments_size'),
        eb
          .selectFrom('study_plan_members as m')
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('m.study_plan_id', '=', 'activities.study_plan_id')
          .as('member_count'),
        // a make-up lesson is one that used a credit (docs/product-rules.md#r-pay-2)
        eb.selectFrom('make_up_credits as c').select((e) => e.fn.countAll().as('n')).whereRef('c.used_by_activity_id', '=', 'activities.id').as('credits_used'),
      ])
      .where('activities.id', 'in', values.ids),
  { shape: ['profile'] },
);

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
      const found = await activityRows.rows(db, { ids: [...ids], profile: ctx.viewer.profile });
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

const activityMemberRows = preparedQuery((db, values: { ids: number[] }) =>
  db
    .selectFrom('activities')
    .innerJoin('study_plan_members as m', 'm.study_plan_id', 'activities.study_plan_id')
    .innerJoin('users', 'users.id', 'm.student_id')
    .leftJoin('activity_members as am', (join) =>
      join.onRef('am.activity_id', '=', 'activities.id').onRef('am.student_id', '=', 'm.student_id'),
    )
    .select(['activities.id as activity_id', 'users.id', 'users.first_name', 'users.last_name', 'users.title', 'am.attended', 'am.feedback'])
    .where('activities.id', 'in', values.ids)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id'),
);

/**
 * Attendance of group activities: every current member of the plan, with their
 * activity_members row when there is one (absent rows read as not attended, no feedback).
 */
async function loadActivityMembers(db: Db, activityIds: number[]): Promise<Map<number, ActivityMemberDto[]>> {
  const result = new Map<number, ActivityMemberDto[]>();
  if (activityIds.length === 0) return result;
  const rows = await activityMemberRows.rows(db, { ids: activityIds });
  for (const row of rows) {
    const list = result.get(Number(row.activity_id)) ?? [];
    list.push(toMemberDto(row));
    result.set(Number(row.activity_id), list);
  }
  return result;
}

/**
 * `{ activity }` with its comments, as `viewer` gets it: the answer of every call that
 * writes one activity. `created`: the call has just made it, so it has no comments to read.
 */
export async function activityResponse(db: Db, id: number, viewer: AuthUser, { created = false } = {}): Promise<{ activity: ActivityDto }> {
  const [activity] = await loadActivities(db, [id], { timeZone: await siteTimeZone(db), viewer }, !created);
  return { activity };
}
