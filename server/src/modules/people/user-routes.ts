import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActiveStudentsGroupsResponse,
  IdParams,
  UserResponse,
  UserSettingsRequest,
  errorResponses,
} from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { canReadUser, forbidden, notFound, requireRole, requireUser } from '../../permissions';
import { assertKnownLanguage } from '../dictionary';
import { countActiveStudentsAndGroups, findUserDto, setLanguage } from './queries/users';

/** The signed-in user's own data and settings, and the admin home counters (spec §7 /v1/user). */
export const userRoutes: FastifyPluginAsyncTypebox<{ config: ServerConfig }> = async (app, { config }) => {
  app.get(
    '/v1/user/data/:id',
    {
      schema: {
        tags: ['users'],
        description: 'Admins: anyone. Others: themselves; a teacher also the students and co-teachers of plans they teach.',
        params: IdParams,
        response: { 200: UserResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      if (!(await canReadUser(app.db, me, request.params.id))) throw forbidden('You cannot see this user');
      const user = await findUserDto(app.db, request.params.id, config.publicUrl);
      if (!user) throw notFound('User not found');
      return { user };
    },
  );

  app.patch(
    '/v1/user/settings',
    {
      schema: {
        tags: ['users'],
        description: "Changes the signed-in user's interface language.",
        body: UserSettingsRequest,
        response: { 200: UserResponse, ...errorResponses(400, 401, 415) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { language } = request.body;
      await assertKnownLanguage(app.db, language);
      await setLanguage(app.db, me.id, language);
      const user = await findUserDto(app.db, me.id, config.publicUrl);
      if (!user) throw notFound('User not found');
      return { user };
    },
  );

  app.get(
    '/v1/user/activestudentsgroups',
    {
      schema: {
        tags: ['users'],
        description: 'Admins only: students who are not archived, and group study plans that are not archived.',
        response: { 200: ActiveStudentsGroupsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return countActiveStudentsAndGroups(app.db);
    },
  );
};
