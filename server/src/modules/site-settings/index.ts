import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { siteSettingsRoutes } from './routes';
import { syncSettingsCache } from './settings-sync';

/** The site's time zone and retention manager email (GET/POST /v1/sitesettings/timezone). */
export const siteSettingsModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(siteSettingsRoutes);
  if (config.cacheSettings) await syncSettingsCache(app);
};

export { readSiteSettings, saveSiteSettings, siteTimeZone } from './queries/site-settings';
