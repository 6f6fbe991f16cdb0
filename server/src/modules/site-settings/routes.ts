import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import {
  SiteSettingsResponse,
  UpdateSiteSettingsRequest,
  errorResponses,
} from '@studydesk/shared/contracts';
import type { Database } from '../../db/schema';
import { ensureSiteDefaults } from '../../seed/site-defaults';
import { badRequest, isAdmin, requireRole, requireUser } from '../../permissions';

/**
 * `name` as the zone to store, or null when it is no time zone at all. The name the
 * admin chose is kept (ICU would turn Asia/Kolkata into its old alias Asia/Calcutta, a
 * name the browser's list may not show); only its letter case is fixed when the runtime
 * knows a spelling (europe/london → Europe/London).
 */
export function canonicalTimeZone(name: string): string | null {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const lower = name.toLowerCase();
  if (resolved.toLowerCase() === lower) return resolved;
  return knownZones().find((zone) => zone.toLowerCase() === lower) ?? name;
}

let zones: string[] | null = null;
function knownZones(): string[] {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone')];
  return zones;
}

/** The site time zone every date is shown in; UTC if the stored one is unknown to this runtime. */
export async function readSiteTimeZone(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('site_settings').select('time_zone').where('id', '=', 1).executeTakeFirst();
  return (row && canonicalTimeZone(row.time_zone)) ?? 'UTC';
}

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
      const row = await app.db
        .selectFrom('site_settings')
        .select(['time_zone', 'retention_manager_email'])
        .where('id', '=', 1)
        .executeTakeFirst();
      const timeZone = (row && canonicalTimeZone(row.time_zone)) ?? 'UTC';
      return isAdmin(user) ? { timeZone, retentionManagerEmail: row?.retention_manager_email ?? '' } : { timeZone };
    },
  );

  app.post(
    '/v1/sitesettings/timezone',
    {
      schema: {
        tags: ['site settings'],
        description: 'Admins only: sets the site time zone (an IANA name) and the retention manager email.',
        body: UpdateSiteSettingsRequest,
        response: { 200: SiteSettingsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      const timeZone = canonicalTimeZone(request.body.timeZone);
      if (!timeZone) throw badRequest(`Unknown time zone: ${request.body.timeZone}`);
      const retentionManagerEmail = request.body.retentionManagerEmail.trim().toLowerCase();
      await ensureSiteDefaults(app.db);
      await app.db
        .updateTable('site_settings')
        .set({ time_zone: timeZone, retention_manager_email: retentionManagerEmail })
        .where('id', '=', 1)
        .execute();
      return { timeZone, retentionManagerEmail };
    },
  );
};
