/**
 * Property-based fuzzing of every route's request schema (collected with onRoute): bodies
 * and path parameters that do not match the schema, and edge values that do, sent by
 * every role. Whatever comes in: never a 5xx, every error is `{ message }`, and a request
 * that is refused changes nothing in the database (a fingerprint of every table before
 * and after; the abuse counters of rate_limits are the one thing a refusal may count).
 *
 * Bounded: FUZZ_RUNS runs per route (default 25). The seed is printed on a failure (and
 * can be replayed with FUZZ_SEED=<seed>); under CI it is fixed.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { TEST_NOW, buildTestApp, insertActivity, insertStudyPlan, insertUser } from '../helpers/app';
import { runJobs } from '../helpers/outbox';
import { cookieOf } from '../helpers/session';
import { usableRoles } from '../helpers/usable-roles';

jest.setTimeout(600000);

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
// A new seed on every local run, to keep finding new cases; CI takes a fixed one, so a
// change is judged on the same inputs every time (a seed that fails is printed to replay).
/**
 * The error body (src/plugins/error-handler.ts): `{ message }`, and with `key` and `params`
 * beside it when the message has values (the browser shows it in the user's language).
 */
function isErrorBody(json: unknown): boolean {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const { message, key, params, ...rest } = json as Record<string, unknown>;
  if (typeof message !== 'string' || Object.keys(rest).length > 0) return false;
  if (key === undefined && params === undefined) return true;
  return typeof key === 'string' && typeof params === 'object' && params !== null && !Array.isArray(params);
}

const SEED = Number(process.env.FUZZ_SEED ?? (process.env.CI ? 20261123 : Date.now() % 2 ** 31));

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  multipleOf?: number;
  format?: string;
  default?: unknown;
}

interface FuzzRoute {
  method: HTTPMethods;
  url: string;
  body?: JsonSchema;
  params?: JsonSchema;
}

/** Strings chosen to hurt: limits, wildcards, control and bidi characters, markup, prototype keys. */
const NASTY_STRINGS = [
  '',
  ' ',
  '%',
  '_',
  '%_%',
  "'; drop table users; --",
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ud800',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '9999-12-31T23:59:59.999Z',
  '1969-12-31T23:59:59.999Z',
  '2026-02-30T10:00:00.000Z',
  'NaN',
  '1e400',
  'x'.repeat(5000),
];
const NASTY_NUMBERS = [0, -1, 1.5, -0.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, Number.MIN_VALUE];

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(true, false, null, [], {}, [[[[[]]]]], { __proto__: { admin: true } }, { constructor: { prototype: {} } }),
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** An edge value the schema accepts (or very nearly: patterns are not generated, only tried). */
function edgeOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => edgeOf(member, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31;
      const step = schema.multipleOf ?? 1;
      const candidates = [min, max, min + step, max - step, 0, 1].filter((n) => n >= min && n <= max);
      // a fractional range (a probability) has no integer inside it
      const inside = type === 'integer' || Math.ceil(min) <= Math.floor(max)
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return fc.oneof(fc.constantFrom(...candidates), inside);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 300, 5000);
      if (schema.format === 'date-time') {
        return fc.constantFrom('1970-01-01T00:00:00.000Z', '2200-12-31T23:59:59.999Z', new Date(TEST_NOW).toISOString(), '2026-03-29T01:30:00+01:00');
      }
      if (schema.format === 'email') return fc.constantFrom('a@b.co', `${'a'.repeat(64)}@example.test`, 'Zoë@example.test');
      return fc.oneof(
        fc.constantFrom('a'.repeat(Math.max(min, 1)), 'a'.repeat(max), 'en', 'Zoë Núñez', '%_', 'Europe/London').filter((s) => s.length >= min && s.length <= max),
        fc.string({ minLength: min, maxLength: Math.min(max, 40) }),
      );
    }
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 3, 3);
      return fc.array(edgeOf(schema.items, depth + 1), { maxLength });
    }
    case 'object':
    default: {
      if (!schema.properties) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties).map(([key, property]) => {
        const value = edgeOf(property, depth + 1);
        return [key, required.has(key) ? value : fc.option(value, { nil: undefined })] as const;
      });
      return fc.record(Object.fromEntries(entries)).map((record) => {
        const clean: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(record)) if (value !== undefined) clean[key] = value;
        return clean;
      });
    }
  }
}

/** A body sent as these very bytes (not JSON-encoded): broken JSON, nothing at all. */
class RawBody {
  constructor(readonly text: string) {}
}

/** Something the schema refuses: a field of the wrong kind, a required field left out, a stranger field, or plain junk. */
function brokenOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const junk = fc.oneof(nastyValue, fc.constantFrom('{"unterminated": ', '[1,2', '{"a":1}{"b":2}', '', '\u0000').map((text) => new RawBody(text)));
  if (!schema?.properties || Object.keys(schema.properties).length === 0) return junk;
  const keys = Object.keys(schema.properties);
  const base = edgeOf(schema) as fc.Arbitrary<Record<string, unknown>>;
  return fc.oneof(
    junk,
    // one field replaced by a nasty value
    fc.tuple(base, fc.constantFrom(...keys), nastyValue).map(([value, key, nasty]) => ({ ...value, [key]: nasty })),
    // a required field left out
    fc.tuple(base, fc.constantFrom(...(schema.required?.length ? schema.required : keys))).map(([value, key]) => {
      const copy = { ...value };
      delete copy[key];
      return copy;
    }),
    // a field the schema does not know, prototype keys included
    fc.tuple(base, fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'profile', 'extra'), nastyValue).map(([value, key, nasty]) =>
      JSON.parse(JSON.stringify({ ...value, placeholder: nasty }).replace('"placeholder"', JSON.stringify(key))),
    ),
  );
}

/** A path parameter: an edge of its schema or junk, URL-encoded into the route's path. */
function paramsOf(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, string>> {
  if (!schema?.properties) return fc.constant({});
  const entries = Object.entries(schema.properties).map(([key, property]) => [
    key,
    fc.oneof(edgeOf(property), nastyValue, fc.constantFrom('1', '2', '3', '0', '-1', '1.5', 'true', '%2e%2e%2f', 'a'.repeat(200))).map(String),
  ]);
  return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<string>>);
}

function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodePart(params[name] ?? 'x'));
}

/**
 * encodeURIComponent, but a lone surrogate (which it refuses to encode) goes out as the
 * bytes of an encoded surrogate, broken UTF-8 a careless client could send.
 */
function encodePart(text: string): string {
  const isLoneSurrogate = (ch: string) => ch.length === 1 && ch >= '\ud800' && ch <= '\udfff';
  return [...text].map((ch) => (isLoneSurrogate(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
}

let app: FastifyInstance;
const routes: FuzzRoute[] = [];
const headersOf: Record<string, () => Promise<Record<string, string>>> = {};
let tables: string[] = [];

/** A cheap fingerprint of the data: every row of every table (but the abuse counters), hashed. */
async function fingerprint(): Promise<string> {
  const hash = createHash('sha1');
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(app.db);
    const lines = rows.rows.map((row) => JSON.stringify(row, (_, value) => (typeof value === 'bigint' ? String(value) : value))).sort();
    hash.update(`${table}:${lines.length}:${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

beforeAll(async () => {
  app = await buildTestApp({}, {
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const schema = (route.schema ?? {}) as { body?: JsonSchema; params?: JsonSchema };
      for (const method of methods) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, body: schema.body, params: schema.params });
      }
    },
  });
  const admin = await insertUser(app.db, { profile: 'admin' });
  const teacher = await insertUser(app.db, { profile: 'teacher' });
  const student = await insertUser(app.db, { profile: 'student' });
  // a little school, so ids 1..n point at real rows and handlers get past "not found"
  const plan = await insertStudyPlan(app.db, { is_group: 1 }, { teacherIds: [teacher.id], memberIds: [student.id] });
  await insertActivity(app.db, { study_plan_id: plan.id, teacher_id: teacher.id });
  await insertActivity(app.db, { study_plan_id: plan.id, teacher_id: teacher.id, is_completed: 1, completed_at: TEST_NOW });
  const usable = usableRoles(app, plan.id, { admin, teacher, student });
  for (const role of ['admin', 'teacher', 'student'] as const) headersOf[role] = async () => cookieOf(app, await usable(role));
  headersOf.anonymous = async () => ({});
  const known = await app.db.introspection.getTables();
  tables = known.map((table) => table.name).filter((name) => name !== 'rate_limits' && !name.startsWith('kysely_')).sort();
});
afterAll(() => app.close());

test('routes were collected', () => {
  expect(routes.length).toBeGreaterThan(40);
  expect(tables).toContain('activities');
});

describe(`every route's schema, fuzzed (${RUNS} runs per route, seed ${SEED})`, () => {
  test('no 5xx, errors are { message }, and a refused request changes nothing', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const input = fc.record({
        role: fc.constantFrom('admin', 'teacher', 'student', 'anonymous'),
        params: paramsOf(route.params),
        // mostly broken input, and edge values that match
        body: hasBody ? fc.oneof({ weight: 3, arbitrary: brokenOf(route.body) }, { weight: 1, arbitrary: edgeOf(route.body) }) : fc.constant(undefined),
      });
      try {
        await fc.assert(
          fc.asyncProperty(input, async ({ role, params, body }) => {
            const headers = await headersOf[role]();
            const url = fillPath(route.url, params);
            const payload = body === undefined ? undefined : body instanceof RawBody ? body.text : JSON.stringify(body);
            // the mails an earlier (accepted) request queued are sent first: the outbox's runner
            // writes their state, which is not this request's doing
            await runJobs(app);
            const before = await fingerprint();
            const res = await app.inject({
              method: route.method,
              url,
              headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
              ...(payload === undefined ? {} : { payload }),
            });
            const where = `${route.method} ${url} as ${role} with ${String(payload).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
            if (res.statusCode >= 500) throw new Error(`5xx: ${where}`);
            if (res.statusCode >= 400) {
              let json: unknown;
              try {
                json = res.json();
              } catch {
                throw new Error(`not JSON: ${where}`);
              }
              if (!isErrorBody(json)) throw new Error(`not { message }: ${where}`);
              if ((await fingerprint()) !== before) throw new Error(`refused but changed the database: ${where}`);
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause;
        failures.push(`${route.method} ${route.url} (seed ${SEED}): ${cause?.message ?? (error as Error).message.split('\n').slice(0, 6).join(' | ')}`);
      }
    }
    if (failures.length > 0) console.error(`schema fuzzing failed; replay with FUZZ_SEED=${SEED}\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
  });
});
