import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { siteSettingsRoutes } from './routes';

/** The site's time zone and retention manager email (GET/POST /v1/sitesettings/timezone). */
export const siteSettingsModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  await app.register(siteSettingsRoutes);
};

export { readSiteSettings, saveSiteSettings, siteTimeZone } from './queries/site-settings';
export { settingsCache } from './settings-cache';
export { canonicalTimeZone, isKnownCurrency } from './rules';
