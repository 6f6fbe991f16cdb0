/**
 * Building blocks every contract family uses. Contracts are read by the server (Fastify
 * validation, serialisation, OpenAPI) and by browser code (types), so this folder may
 * import nothing but @sinclair/typebox.
 */
import { Type, type Static, type TLiteral, type TProperties, type TSchema } from '@sinclair/typebox';

/** Every error the server sends: `{ message }`. 401 carries exactly "Unauthorized". */
export const ErrorBody = Type.Object({ message: Type.String() }, { title: 'ErrorBody' });
export type ErrorBody = Static<typeof ErrorBody>;

/** A plain acknowledgement for calls that have nothing else to return. */
export const MessageResponse = Type.Object({ message: Type.String() }, { title: 'MessageResponse' });
export type MessageResponse = Static<typeof MessageResponse>;

export const Direction = Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' });
export type Direction = Static<typeof Direction>;

export const ProfileType = Type.Union([Type.Literal('admin'), Type.Literal('teacher'), Type.Literal('student')]);
export type ProfileType = Static<typeof ProfileType>;

/** Database ids are positive integers; path params arrive as strings and are coerced. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/** ISO 8601 instant in UTC, e.g. 2026-03-01T09:30:00.000Z. */
export const Instant = Type.String({ format: 'date-time' });

/**
 * Email as typed by a person. A pattern rather than `format: 'email'` so the same schema
 * checks identically in Ajv (server) and TypeBox's Value (browser), which has no formats.
 */
export const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });

/** BCP 47-ish language code of the dictionary: en, es, pt-BR. */
export const LanguageCode = Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$', maxLength: 16 });

/** A name-like free text field; may be empty (the UI then falls back to the title). */
export const NameText = Type.String({ maxLength: 100 });

/** Search box text; an empty string means no filter. */
export const SearchText = Type.String({ maxLength: 200, default: '' });

/** Limits shared by every paged list. */
export const PAGE_SIZE_MAX = 100;

/**
 * The paging fields of a list request (spec §3 list state): pageIndex, pageSize, search,
 * orderBy (one of `orderBy` keys), direction. Extra filter fields go in `extra`. All are
 * optional for the caller; the server fills the defaults (pageIndex 0, search '', …)
 * before a handler runs.
 */
export function PageRequest<K extends string, P extends TProperties = Record<never, TSchema>>(
  orderBy: readonly [K, ...K[]],
  options: { pageSize?: number; extra?: P } = {},
) {
  const keys = orderBy.map((key) => Type.Literal(key)) as TLiteral<K>[];
  return Type.Object({
    pageIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: options.pageSize ?? 10 })),
    search: Type.Optional(SearchText),
    orderBy: Type.Optional(Type.Union(keys)),
    direction: Type.Optional(Direction),
    ...(options.extra ?? ({} as P)),
  });
}

/** `{ results, total }`: one page of a list and the size of the whole filtered list. */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({ results: Type.Array(item), total: Type.Integer({ minimum: 0 }) });
}

/**
 * Response schemas for the error statuses a route can answer, all `{ message }`:
 * `response: { 200: X, ...errorResponses(400, 401, 403) }`.
 */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof ErrorBody> {
  return Object.fromEntries(codes.map((code) => [code, ErrorBody])) as Record<C, typeof ErrorBody>;
}
