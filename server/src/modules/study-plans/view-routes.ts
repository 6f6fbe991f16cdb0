import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Kysely } from 'kysely';
import {
  ActivityDataRequest,
  ActivityDataResponse,
  IdParams,
  SpeedResponse,
  errorResponses,
  type PlanDataDto,
} from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { assertCanReadPlan, canEditPlan, requireUser, type AuthUser } from '../../permissions';
import { loadActivities, siteTimeZone } from '../activities/dto';
import { computeSpeed } from './queries/speed';
import { loadPlanPeople } from './queries/people';

type Db = Kysely<Database>;

async function loadPlanData(db: Db, user: AuthUser, planId: number, publicUrl: string): Promise<PlanDataDto> {
  const row = await db
    .selectFrom('study_plans')
    .select(['id', 'code', 'title', 'description', 'goal', 'level', 'is_group', 'archived'])
    .where('id', '=', planId)
    .executeTakeFirstOrThrow();
  const people = (await loadPlanPeople(db, [planId], publicUrl)).get(planId) ?? { teachers: [], members: [] };
  return {
    id: Number(row.id),
    code: row.code,
    title: row.title,
    description: row.description,
    goal: row.goal,
    level: row.level,
    isGroup: Number(row.is_group) === 1,
    isArchived: Number(row.archived) === 1,
    student: people.members.length,
    teachers: people.teachers,
    members: people.members,
    canEdit: await canEditPlan(db, user, planId),
  };
}

/** The study-plan view: plan data with a page of activities or spotlights, and the plan's speed. */
export const studyPlanViewRoutes: FastifyPluginAsyncTypebox<{ config: ServerConfig }> = async (app, { config }) => {
  const db = app.db;

  app.post(
    '/v1/studyplan/getactivitydata',
    {
      schema: {
        tags: ['study plans'],
        description:
          'Plan data and one page of its activities, latest start first (unscheduled first of all): lessons (type activity) by default, spotlights, evaluations and milestones with spotlights true.',
        body: ActivityDataRequest,
        response: { 200: ActivityDataResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { studyPlanId } = request.body;
      const pageIndex = request.body.pageIndex ?? 0;
      const pageSize = request.body.pageSize ?? 10;
      const withComments = request.body.withComments ?? true;
      const spotlights = request.body.spotlights ?? false;
      await assertCanReadPlan(db, me, studyPlanId);

      const filtered = () =>
        db
          .selectFrom('activities')
          .where('activities.study_plan_id', '=', studyPlanId)
          .where('activities.type', spotlights ? '!=' : '=', 'activity');
      const totalRow = await filtered().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const total = Number(totalRow.n);
      const idRows =
        total === 0
          ? []
          : await filtered()
              .select('activities.id')
              // engines sort nulls differently; say where they go
              .orderBy(sql`case when activities.start_time is null then 0 else 1 end`)
              .orderBy('activities.start_time', 'desc')
              .orderBy('activities.id', 'desc')
              .limit(pageSize)
              .offset(pageIndex * pageSize)
              .execute();
      const ctx = { publicUrl: config.publicUrl, timeZone: await siteTimeZone(db) };
      const results = await loadActivities(db, idRows.map((row) => Number(row.id)), ctx, withComments);
      return { plandata: await loadPlanData(db, me, studyPlanId, config.publicUrl), activities: { results, total } };
    },
  );

  app.get(
    '/v1/studyplan/speed/:id',
    {
      schema: {
        tags: ['study plans'],
        description: 'Velocity: difficulty points completed per week over recent weeks, and the forecast for the open points.',
        params: IdParams,
        response: { 200: SpeedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await assertCanReadPlan(db, me, request.params.id);
      return { speed: await computeSpeed(db, request.params.id, Date.now()) };
    },
  );
};
