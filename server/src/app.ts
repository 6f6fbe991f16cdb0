import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/connection';
import { admission } from './plugins/admission';
import { compression } from './plugins/compression';
import { cookies } from './plugins/cookies';
import { databasePlugin } from './plugins/database';
import { errorHandler, frameworkErrors } from './plugins/error-handler';
import { healthRoutes } from './plugins/health';
import { jobRunner } from './plugins/job-runner';
import { loadShedding } from './plugins/load-shedding';
import { staticFiles } from './plugins/static-files';
import { mailPlugin } from './mail/mail-plugin';
import { securityPlugin } from './plugins/security';
import { securityHeaders } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { swaggerPlugin } from './plugins/swagger';
import { uploadsPlugin } from './plugins/uploads';
import { useRequestValidators, useResponseSerializers } from './plugins/validation';
import { syncCaches } from './cluster/cache-sync';
import { drainState } from './cluster/drain';
import { modules } from './modules';
import { settingsCache } from './modules/site-settings';
import { sessionCache } from './sessions';

export interface BuildOptions {
  config: ServerConfig;
  /** pino options; false silences the log (tests) */
  logger?: boolean | object;
  /** an already opened database (tests); by default one is opened from the config */
  database?: DatabaseHandle;
  /** told of every route as it is registered (tests check each route's permissions and schema) */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * A plugin with its name given: without one, Fastify looks for the plugin's file by
 * searching every loaded module at each registration, which the tests (thousands of
 * modules loaded, hundreds of apps built) paid for again and again.
 */
function named<T extends object>(plugin: T, name: string): T {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}

export async function buildApp({ config, logger, database, onRoute }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy ?? false,
    // ids from the client in logs help trace a user's report
    requestIdHeader: 'x-request-id',
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();
  useRequestValidators(app);
  useResponseSerializers(app);
  if (onRoute) app.addHook('onRoute', onRoute);

  await app.register(errorHandler);
  // a draining process closes each connection after its answer (cluster/drain.ts)
  await app.register(drainState);
  // first: a busy server answers 503 before spending anything on the request
  await app.register(loadShedding, { config });
  // then: at most so many API calls at once, the rest started in arrival order
  await app.register(admission, { config });
  // before any route: API answers and pages above 1 KB go out compressed when asked for
  await app.register(compression);
  await app.register(databasePlugin, { config, database });
  // cross-cutting: security hooks, session cookie, multipart + uploads, mail, OpenAPI
  // (before any route, so it sees them all); then every domain module's routes
  await app.register(securityHeaders, { config });
  await app.register(securityPlugin, { config });
  await app.register(cookies);
  await app.register(sessionPlugin, { config });
  await app.register(uploadsPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(jobRunner, { poll: config.pollJobs ?? false, pollMs: config.jobPollMs, leaseMs: config.jobLeaseMs, maxAttempts: config.jobMaxAttempts });
  await app.register(swaggerPlugin, { config });
  await app.register(healthRoutes);
  for (const { name, plugin } of modules) await app.register(named(plugin, name), { config });
  // what each process holds of the database, kept true across processes and instances
  await syncCaches(app, [
    ...(config.cacheSettings ? [settingsCache.sync(app.db)] : []),
    ...(config.cacheSessions ? [sessionCache.sync(app.db)] : []),
  ]);
  await staticFiles(app, config);
  return app;
}
