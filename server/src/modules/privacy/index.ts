import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { privacyAdminRoutes } from './admin-routes';
import { DAILY_JOB, runDaily, startDaily } from './daily';
import { runErasure, runExport, type RequestJob } from './jobs';
import { ERASE_JOB, EXPORT_JOB } from './requests';
import { privacyRoutes } from './routes';

/**
 * A person's data, theirs (docs/product-rules.md#r-privacy-1): a copy of everything every
 * module declares about them, their erasure on request, the records kept until their
 * retention date and purged after it, the leavers' setting, and the admins' audit trail.
 */
export const privacyModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  app.jobs.handle(EXPORT_JOB, (payload) => runExport(app, config.dataDir, config.publicUrl, payload as RequestJob));
  app.jobs.handle(ERASE_JOB, (payload) => runErasure(app, config.dataDir, payload as RequestJob));
  app.jobs.handle(DAILY_JOB, () => runDaily(app, config.dataDir));
  startDaily(app, config.pollJobs ?? false);
  await app.register(privacyRoutes, { config });
  await app.register(privacyAdminRoutes);
};
