import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/connection';
import { databasePlugin } from './plugins/database';
import { errorHandler } from './plugins/error-handler';
import { staticFiles } from './plugins/static-files';
import { healthRoutes } from './routes/v1/health';

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
    trustProxy: true,
    // ids from the client in logs help trace a user's report
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorHandler);
  await app.register(databasePlugin, { config, database });
  await app.register(healthRoutes);
  await staticFiles(app, config);
  return app;
}
