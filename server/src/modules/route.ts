import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import { Type, type Static, type TSchema, type TUnknown } from '@sinclair/typebox';
import { errorResponses } from '@studydesk/shared/contracts';
import type { ProfileType } from '../db/schema';
import { requireRole, requireUser, type AuthUser } from '../permissions';

/** Who may call a route: a signed-in user (the default) or anyone. */
type Access = 'user' | 'public';

/** What a route declares besides its method and URL; it becomes the route's schema and config. */
export interface RouteSpec<P extends TSchema, Q extends TSchema, B extends TSchema, R extends TSchema, A extends Access> {
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** the body of the success answer (none: a file or stream the handler sends itself) */
  response?: R;
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
export interface RouteInput<P extends TSchema, Q extends TSchema, B extends TSchema, A extends Access> {
  me: A extends 'public' ? AuthUser | null : AuthUser;
  params: Static<P>;
  query: Static<Q>;
  body: Static<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the success body, or the reply when it sent something else (a file, a 304). */
export type RouteHandler<P extends TSchema, Q extends TSchema, B extends TSchema, R extends TSchema, A extends Access> = (
  input: RouteInput<P, Q, B, A>,
) => Promise<Static<R> | FastifyReply>;

type Declare = <
  R extends TSchema = TUnknown,
  P extends TSchema = TUnknown,
  Q extends TSchema = TUnknown,
  B extends TSchema = TUnknown,
  A extends Access = 'user',
>(
  url: string,
  spec: RouteSpec<P, Q, B, R, A>,
  handler: RouteHandler<P, Q, B, R, A>,
) => void;

export interface Routes {
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
}

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The route's schema, in the order the OpenAPI document shows it. */
function schemaOf(tag: string | undefined, spec: RouteSpec<TSchema, TSchema, TSchema, TSchema, Access>): FastifySchema {
  return {
    ...(spec.hide ? { hide: true } : {}),
    ...(tag === undefined ? {} : { tags: [tag] }),
    ...(spec.consumes ? { consumes: spec.consumes } : {}),
    ...(spec.description === undefined ? {} : { description: spec.description }),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    response: {
      ...(spec.response ? { [spec.status ?? 200]: spec.response } : {}),
      ...(spec.notModified ? { 304: Type.Null() } : {}),
      ...errorResponses(...(spec.errors ?? [])),
    },
  };
}

/** The session plugin reads `public`, the security plugin `stateChanging`, `multipart` and `form`. */
function configOf(spec: RouteSpec<TSchema, TSchema, TSchema, TSchema, Access>) {
  const config = {
    ...(spec.auth === 'public' ? { public: true } : {}),
    ...(spec.stateChanging ? { stateChanging: true } : {}),
    ...(spec.multipart ? { multipart: true } : {}),
    ...(spec.form ? { form: true } : {}),
  };
  return Object.keys(config).length > 0 ? { config } : {};
}

/** The caller: checked against `roles`, required unless the route is public. */
function callerOf(request: FastifyRequest, spec: RouteSpec<TSchema, TSchema, TSchema, TSchema, Access>): AuthUser | null {
  if (spec.roles) return requireRole(request, ...spec.roles);
  return spec.auth === 'public' ? request.user : requireUser(request);
}

/**
 * The one way a module declares its routes: the OpenAPI tag once per file, then per route
 * its schemas, success and error statuses, and a handler that gets the signed-in caller
 * (401/403 are decided here, through the permissions helpers) and typed params/query/body.
 *
 *   const route = routesOf(app, 'progress');
 *   route.post('/v1/progresstracking/graph', { description: '…', body: GraphRequest, response: GraphResponse, errors: [400, 401] },
 *     async ({ me, body }) => ({ progress: await graphOf(db, me, body.studyPlanId) }));
 */
export function routesOf(app: TypeboxApp, tag?: string): Routes {
  const declare =
    (method: HTTPMethods): Declare =>
    (url, spec, handler) => {
      const status = spec.status ?? 200;
      app.route({
        method,
        url,
        ...configOf(spec),
        ...(spec.validate === false ? { validatorCompiler: () => (data: unknown) => ({ value: data }) } : {}),
        schema: schemaOf(tag, spec),
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const me = callerOf(request, spec);
          const input = { me, params: request.params, query: request.query, body: request.body, request, reply };
          const result = await handler(input as Parameters<typeof handler>[0]);
          if (result !== reply && status !== 200) reply.status(status);
          return result;
        },
      });
    };
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), patch: declare('PATCH'), delete: declare('DELETE') };
}
