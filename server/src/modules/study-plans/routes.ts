import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateStudyPlanRequest,
  StudyPlanResponse,
  StudyPlanSummaryRequest,
  StudyPlansListRequest,
  StudyPlansListResponse,
  UpdateStudyPlanRequest,
  errorResponses,
} from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { assertCanEditPlan, assertCanEditPlanFields, assertCanReadPlan, requireRole, requireUser } from '../../permissions';
import { findPlanDetails } from './queries/details';
import { listStudyPlans } from './queries/list';
import { createPlan, updatePlan } from './queries/write';

/** The admin study plan calls: the paged list, create, update and one plan's details. */
export const studyPlanRoutes: FastifyPluginAsyncTypebox<{ config: ServerConfig }> = async (app, { config }) => {
  const publicUrl = config.publicUrl;

  app.post(
    '/v1/studyplan/getall',
    {
      schema: {
        tags: ['study plans'],
        description: 'Admins only: one page of study plans (groups with isGroup true), searchable by code, title and people.',
        body: StudyPlansListRequest,
        response: { 200: StudyPlansListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return { studyPlans: await listStudyPlans(app.db, request.body, publicUrl, Date.now()) };
    },
  );

  app.post(
    '/v1/studyplan/create',
    {
      schema: {
        tags: ['study plans'],
        description: 'Admins only: creates an individual or group study plan with its teachers and members.',
        body: CreateStudyPlanRequest,
        response: { 201: StudyPlanResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      requireRole(request, 'admin');
      const id = await createPlan(app.db, request.body);
      return reply.status(201).send({ studyPlan: await findPlanDetails(app.db, id, publicUrl) });
    },
  );

  app.patch(
    '/v1/studyplan/update',
    {
      schema: {
        tags: ['study plans'],
        description: 'Admins change any field; a teacher of the plan only its description and goal.',
        body: UpdateStudyPlanRequest,
        response: { 200: StudyPlanResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = requireRole(request, 'admin', 'teacher');
      const body = request.body;
      await assertCanEditPlan(app.db, user, body.id);
      assertCanEditPlanFields(user, body);
      await updatePlan(app.db, body);
      return { studyPlan: await findPlanDetails(app.db, body.id, publicUrl) };
    },
  );

  app.post(
    '/v1/studyplan/summary',
    {
      schema: {
        tags: ['study plans'],
        description: 'One plan with its teachers and members: admins, the plan’s teachers and members.',
        body: StudyPlanSummaryRequest,
        response: { 200: StudyPlanResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await assertCanReadPlan(app.db, user, request.body.id);
      return { studyPlan: await findPlanDetails(app.db, request.body.id, publicUrl) };
    },
  );
};
