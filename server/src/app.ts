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
import { authRoutes } from './routes/v1/auth';
import { authUserRoutes } from './routes/v1/auth-users';
import { userRoutes } from './routes/v1/user';
import { uploadRoutes } from './routes/uploads';
import { healthRoutes } from './routes/v1/health';
import { dictionaryRoutes } from './routes/v1/dictionary';
import { studyPlanRoutes } from './routes/v1/studyplan';
import { siteSettingsRoutes } from './routes/v1/sitesettings';
import { graphRoutes } from './routes/v1/graphs';
import { teachingTimeRoutes } from './routes/v1/teachingtime';
import { teacherPaymentRoutes } from './routes/v1/teacherpayment';
import { activityRoutes } from './routes/v1/activity';
import { studyPlanViewRoutes } from './routes/v1/studyplan-view';
import { dashboardRoutes } from './routes/v1/dashboard';
import { calendarRoutes } from './modules/calendar';

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
  await app.register(calendarRoutes, { config });
  await staticFiles(app, config);
  return app;
}
