import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/connection';
import { databasePlugin } from './plugins/database';
import { errorHandler } from './plugins/error-handler';
import { staticFiles } from './plugins/static-files';
import { mailPlugin } from './mail/mail-plugin';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { swaggerPlugin } from './plugins/swagger';
import { uploadsPlugin } from './plugins/uploads';
import { authRoutes } from './modules/auth/routes';
import { authUserRoutes } from './modules/people/users-routes';
import { userRoutes } from './modules/people/user-routes';
import { uploadRoutes } from './modules/people/pictures-routes';
import { healthRoutes } from './modules/health/routes';
import { dictionaryRoutes } from './modules/dictionary/routes';
import { studyPlanRoutes } from './modules/study-plans/routes';
import { siteSettingsRoutes } from './modules/site-settings/routes';
import { graphRoutes } from './modules/graphs/routes';
import { teachingTimeRoutes } from './modules/teaching-time/routes';
import { teacherPaymentRoutes } from './modules/teaching-time/payment-routes';
import { activityRoutes } from './modules/activities/index';
import { studyPlanViewRoutes } from './modules/study-plans/view-routes';
import { dashboardRoutes } from './modules/dashboard/routes';

export interface BuildOptions {
  config: ServerConfig;
  /** pino options; false silences the log (tests) */
  logger?: boolean | object;
  /** an already opened database (tests); by default one is opened from the config */
  database?: DatabaseHandle;
}

export async function buildApp({ config, logger, database }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy ?? false,
    // ids from the client in logs help trace a user's report
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorHandler);
  await app.register(databasePlugin, { config, database });
  // auth and users: security hooks, session cookie, multipart + uploads, mail, OpenAPI (before
  // any route, so it sees them all), then the routes
  await app.register(securityPlugin, { config });
  await app.register(sessionPlugin, { config });
  await app.register(uploadsPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(swaggerPlugin, { config });
  await app.register(authRoutes, { config });
  await app.register(authUserRoutes, { config });
  await app.register(userRoutes, { config });
  await app.register(uploadRoutes);
  await app.register(healthRoutes);
  await app.register(dictionaryRoutes);
  await app.register(studyPlanRoutes, { config });
  await app.register(siteSettingsRoutes);
  await app.register(graphRoutes);
  await app.register(teachingTimeRoutes, { config });
  await app.register(teacherPaymentRoutes);
  await app.register(activityRoutes, { config });
  await app.register(studyPlanViewRoutes, { config });
  await app.register(dashboardRoutes, { config });
  await staticFiles(app, config);
  return app;
}
