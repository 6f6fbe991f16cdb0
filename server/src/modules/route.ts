import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginOptions, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { errorResponses, type Endpoint, type StaticOf } from '@studydesk/shared/contracts';
import type { ProfileType } from '../db/schema';
import { requireRole, requireUser, type AuthUser } from '../permissions';

/** Who may call a route: a signed-in user (the default) or anyone. */
type Access = 'user' | 'public';

/** What a route adds to its endpoint (method, path and schemas come from the endpoint): the server-only parts. */
export interface RouteSpec<A extends Access> {
  description?: string;
  /** the success status when it is not 200 */
  status?: 201;
  /** the error statuses the route can answer, each `{ message }` */
  errors?: readonly number[];
  /** also answers 304 with no body (ETag revalidation) */
  notModified?: true;
  /** `'public'`: reachable without a session (the handler's `me` may then be null) */
  auth?: A;
  /** only these profiles (403 for the others), checked before the handler runs */
  roles?: [ProfileType, ...ProfileType[]];
  /** a GET that changes state: gets the foreign-Origin check too */
  stateChanging?: true;
  /** accepts multipart/form-data bodies besides JSON */
  multipart?: true;
  /** accepts application/x-www-form-urlencoded bodies (a plain HTML form) besides JSON */
  form?: true;
  /** left out of the OpenAPI document */
  hide?: true;
  /** the body types the OpenAPI document lists, when not only JSON */
  consumes?: string[];
  /** `false`: the schemas only document the request; the handler reads and checks it itself */
  validate?: false;
}

/** What a handler receives: the caller and the validated request parts. */
export interface RouteInput<E extends Endpoint, A extends Access> {
  me: A extends 'public' ? AuthUser | null : AuthUser;
  params: StaticOf<E['params']>;
  query: StaticOf<E['query']>;
  body: StaticOf<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the success body, or the reply when it sent something else (a file, a 304). */
export type RouteHandler<E extends Endpoint, A extends Access> = (
  input: RouteInput<E, A>,
) => Promise<(E['response'] extends TSchema ? Static<E['response']> : unknown) | FastifyReply>;

export interface Routes {
  /** Registers the handler of one endpoint of `@studydesk/shared/contracts` (its method, path and schemas). */
  on<E extends Endpoint, A extends Access = 'user'>(endpoint: E, spec: RouteSpec<A>, handler: RouteHandler<E, A>): void;
}

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The route's schema, in the order the OpenAPI document shows it. */
function schemaOf(tag: string | undefined, endpoint: Endpoint, spec: RouteSpec<Access>): FastifySchema {
  return {
    ...(spec.hide ? { hide: true } : {}),
    ...(tag === undefined ? {} : { tags: [tag] }),
    ...(spec.consumes ? { consumes: spec.consumes } : {}),
    ...(spec.description === undefined ? {} : { description: spec.description }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: {
      ...(endpoint.response ? { [spec.status ?? 200]: endpoint.response } : {}),
      ...(spec.notModified ? { 304: Type.Null() } : {}),
      ...errorResponses(...(spec.errors ?? [])),
    },
  };
}

/** The session plugin reads `public`, the security plugin `stateChanging`, `multipart` and `form`. */
function configOf(endpoint: Endpoint, spec: RouteSpec<Access>) {
  const config = {
    endpoint,
    ...(spec.auth === 'public' ? { public: true } : {}),
    ...(spec.stateChanging ? { stateChanging: true } : {}),
    ...(spec.multipart ? { multipart: true } : {}),
    ...(spec.form ? { form: true } : {}),
  };
  return { config };
}

/** The caller: checked against `roles`, required unless the route is public. */
function callerOf(request: FastifyRequest, spec: RouteSpec<Access>): AuthUser | null {
  if (spec.roles) return requireRole(request, ...spec.roles);
  return spec.auth === 'public' ? request.user : requireUser(request);
}

/** The `route` a route file's register function gets: each `on` is one Fastify route of `app`. */
function routesIn(app: TypeboxApp, tag: string | undefined): Routes {
  return {
    on(endpoint, spec, handler) {
      const status = spec.status ?? 200;
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        ...configOf(endpoint, spec),
        ...(spec.validate === false ? { validatorCompiler: () => (data: unknown) => ({ value: data }) } : {}),
        schema: schemaOf(tag, endpoint, spec),
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const me = callerOf(request, spec);
          const input = { me, params: request.params, query: request.query, body: request.body, request, reply };
          const result = await handler(input as Parameters<typeof handler>[0]);
          if (result !== reply && status !== 200) reply.status(status);
          return result;
        },
      });
    },
  };
}

/**
 * The one way a route file declares its routes (docs/conventions.md#endpoints): a Fastify
 * plugin with the OpenAPI tag once, the app (and its `db`) at hand and the plugin's options
 * (`routesPlugin<{ config: ServerConfig }>(…, (route, app, { config }) => …)`); then per
 * route the endpoint it serves (method, path and schemas, declared once in
 * `@studydesk/shared/contracts`), its success and error statuses, and a handler that gets
 * the signed-in caller (401/403 are decided here, through the permissions helpers) and
 * typed params/query/body. The lint rule `one-route-shape` refuses any other shape.
 *
 *   export const progressRoutes = routesPlugin('progress', (route, { db }) => {
 *     route.on(endpoints.progress.graph, { description: '…', errors: [400, 401] },
 *       async ({ me, body }) => ({ progress: await graphOf(db, me, body.studyPlanId) }));
 *   });
 */
export function routesPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  tag: string | undefined,
  register: (route: Routes, app: TypeboxApp, options: Options) => void | Promise<void>,
): FastifyPluginAsyncTypebox<Options> {
  return async (app, options) => {
    await register(routesIn(app, tag), app, options);
  };
}
