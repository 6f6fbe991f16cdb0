/**
 * One endpoint, declared once for both sides (docs/conventions.md#endpoints): the server
 * registers its handler against it (`route.on(endpoint, …)`), the browser calls it
 * (`call(endpoint, …)`). Both take the method, path and schemas from here, so renaming an
 * endpoint, changing its path parameters or its body type is a type error on both sides.
 * What only the server needs (roles, error statuses, descriptions) stays with the handler.
 */
import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of a path's `:param` segments: `'/v1/a/:id/b/:cardId'` → `'id' | 'cardId'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  Path extends string = string,
  P extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema | undefined = TSchema | undefined,
> {
  readonly method: M;
  /** with `:name` segments, each a key of `params` */
  readonly path: Path;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** the success answer's body (none: a file or stream) */
  readonly response: R;
}

/** A path with parameters needs a params schema naming each of them, and one without needs none. */
type PathCheck<Path extends string, P> = [PathParamNames<Path>] extends [never]
  ? { params?: undefined }
  : P extends TSchema
    ? [PathParamNames<Path>] extends [keyof Static<P>]
      ? unknown
      : { params: `params must name every :parameter of ${Path}` }
    : { params: `${Path} has :parameters: declare params` };

/** Declares an endpoint; absent schemas are `undefined` (the call then takes no such part). */
export function endpoint<
  const M extends HttpMethod,
  const Path extends string,
  P extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  R extends TSchema | undefined = undefined,
>(definition: { method: M; path: Path; params?: P; query?: Q; body?: B; response?: R } & PathCheck<Path, P>): Endpoint<M, Path, P, Q, B, R> {
  const { method, path, params, query, body, response } = definition as { method: M; path: Path; params: P; query: Q; body: B; response: R };
  return Object.freeze({ method, path, params, query, body, response });
}

/** The validated value of an endpoint part, or `undefined` when the endpoint has none. */
export type StaticOf<S> = S extends TSchema ? Static<S> : undefined;
