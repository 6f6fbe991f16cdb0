import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SiteSettingsResponse,
  UpdateSiteSettingsRequest,
  errorResponses,
} from '@studydesk/shared/contracts';
import { badRequest, isAdmin, requireRole, requireUser } from '../../permissions';
import { canonicalTimeZone } from './rules';
import { readSiteSettings, saveSiteSettings } from './site-settings-queries';

/** GET and POST /v1/sitesettings/timezone (spec §7). */
export const siteSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/sitesettings/timezone',
    {
      schema: {
        tags: ['site settings'],
        description: 'Any signed-in user: the site time zone. Admins also get the retention manager email.',
        response: { 200: SiteSettingsResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { timeZone, retentionManagerEmail, desiredRetention } = await readSiteSettings(app.db);
      return isAdmin(user) ? { timeZone, retentionManagerEmail, desiredRetention } : { timeZone };
    },
  );

  app.post(
    '/v1/sitesettings/timezone',
    {
      schema: {
        tags: ['site settings'],
        description: 'Admins only: sets the site time zone (an IANA name), the retention manager email and the desired retention of student reviews (left out: unchanged).',
        body: UpdateSiteSettingsRequest,
        response: { 200: SiteSettingsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      const timeZone = canonicalTimeZone(request.body.timeZone);
      if (!timeZone) throw badRequest(`Unknown time zone: ${request.body.timeZone}`);
      const retentionManagerEmail = request.body.retentionManagerEmail.trim().toLowerCase();
      const desiredRetention = request.body.desiredRetention ?? (await readSiteSettings(app.db)).desiredRetention;
      await saveSiteSettings(app.db, { timeZone, retentionManagerEmail, desiredRetention });
      return { timeZone, retentionManagerEmail, desiredRetention };
    },
  );
};
