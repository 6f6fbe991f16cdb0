import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../config';

export interface ModuleOptions {
  config: ServerConfig;
}

/** A domain module as app.ts registers it: the folder under src/modules/ and its plugin. */
export interface AppModule {
  /** the module's folder name under src/modules/ */
  name: string;
  plugin: FastifyPluginAsync<ModuleOptions>;
}
