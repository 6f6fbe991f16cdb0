import os from 'node:os';
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** where the SQLite file, uploads and the mail outbox live */
  dataDir: string;
  /** PostgreSQL when set, the embedded SQLite file otherwise */
  databaseUrl: string | null;
  smtpUrl: string | null;
  /** seed the demo school into a new database */
  demo: boolean;
  /** the public origin, used in mailed links and for the Origin check */
  publicUrl: string;
  /** the repository root, whose shell and mf-… dist folders are served */
  staticRoot: string | null;
  /** a JSON file mapping remote names to manifest URLs; default: this server's /mf/ */
  remotesFile: string | null;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): off by default,
   * so a client cannot pick its own address to dodge the per-address rate limits.
   */
  trustProxy?: boolean | string;
  /**
   * server processes sharing the port (WORKERS); 1 = one process. Default: one per core, on
   * PostgreSQL and on the SQLite file alike. On SQLite a worker waiting for another's write
   * lock waits asynchronously (db/sqlite-busy.ts), so it keeps answering meanwhile.
   */
  workers?: number;
  /**
   * Keep the site settings in memory, dropped whenever any instance changes them (the
   * server turns this on; tests that write the settings row directly leave it off).
   */
  cacheSettings?: boolean;
  /**
   * Keep each session read for a second (docs/architecture.md#caches-across-processes), dropped
   * whenever any instance ends a session or changes a user (the server turns this on;
   * tests that write those rows directly leave it off).
   */
  cacheSessions?: boolean;
  /**
   * hear of new background jobs (NOTIFY on PostgreSQL) and look for due ones with a read
   * every `jobPollMs` (the server does; tests run them by hand or through the wake after an enqueue)
   */
  pollJobs?: boolean;
  /** the safety-net look for due jobs, a read only (JOB_POLL_MS, default 30 s) */
  jobPollMs?: number;
  /** how long a claim holds a job before another runner may take it (JOB_LEASE_MS, default 5 min; tests and the reminders soak shorten it) */
  jobLeaseMs?: number;
  /** tries a background job (a mail) gets before it is shown failed (JOB_MAX_ATTEMPTS, default 5) */
  jobMaxAttempts?: number;
  /** answer 503 + Retry-After while the event loop lags more than this (ms); 0 = never */
  shedLagMs?: number;
  /**
   * PostgreSQL: answer 503 + Retry-After while the oldest call waiting to start or for a
   * pooled connection has waited more than this (ms); 0 = never
   */
  shedPoolWaitMs?: number;
  /**
   * PostgreSQL connections each process keeps at most (PG_POOL_SIZE). Default: twice the
   * cores shared among the workers, at least 2 (see pgPoolSizeFor).
   */
  pgPoolSize?: number;
  /**
   * API calls each process answers at once (MAX_ACTIVE_REQUESTS); the others wait to
   * start in arrival order (plugins/admission.ts). 0 = no limit. Default: on PostgreSQL
   * twice the pool, on SQLite no limit (see maxActiveRequestsFor).
   */
  maxActiveRequests?: number;
  /**
   * the management port (HEALTH_PORT) where the primary, or the single process, answers
   * `/live` and `/ready` for a balancer or a deploy script; null: none (docs/architecture.md#health-endpoints)
   */
  healthPort?: number | null;
  /** a worker unheard of this long (its event loop blocked) is not ready and is replaced (WORKER_STALL_MS) */
  workerStallMs?: number;
  /** after SIGTERM, how long requests under way may take before the process ends anyway (SHUTDOWN_TIMEOUT_MS) */
  shutdownTimeoutMs?: number;
  /** after SIGTERM, how long the port still accepts while readiness says 503, so a balancer sees it first (DRAIN_GRACE_MS) */
  drainGraceMs?: number;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * A database server's backends are processes: past about two per core they only take
 * turns (and each takes its share of memory), so a bigger pool queues the same work
 * inside PostgreSQL instead of in the pool, where it is visible and can be shed
 * (docs/architecture.md#under-pressure). The workers of one machine share that budget.
 */
export function pgPoolSizeFor(workers: number, cores = os.availableParallelism()): number {
  return Math.max(2, Math.ceil((2 * cores) / Math.max(1, workers)));
}

/**
 * On PostgreSQL, twice the pool: enough calls at once that the pool's connections never
 * sit idle while one call does its own work between statements, few enough that a
 * started call seldom waits for a connection (docs/architecture.md#admission). On SQLite
 * no limit: its statements run in the process without a pool to queue for, and a limit
 * only held calls back behind others waiting for the write lock (a teacher's day in
 * bench:load: 883 req/s with 4 at once, 1,165 without).
 */
export function maxActiveRequestsFor(postgres: boolean, pgPoolSize: number): number {
  return postgres ? 2 * pgPoolSize : 0;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const host = env.HOST ?? '0.0.0.0';
  const workers = positiveInteger('WORKERS', env.WORKERS, os.availableParallelism());
  const pgPoolSize = positiveInteger('PG_POOL_SIZE', env.PG_POOL_SIZE, pgPoolSizeFor(workers));
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    demo: env.STUDYDESK_DEMO !== '0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    staticRoot: env.STATIC_ROOT === '' ? null : path.resolve(env.STATIC_ROOT ?? REPO_ROOT),
    remotesFile: env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    workers,
    cacheSettings: true,
    cacheSessions: true,
    pollJobs: true,
    jobPollMs: positiveInteger('JOB_POLL_MS', env.JOB_POLL_MS, 30_000, 100),
    jobLeaseMs: positiveInteger('JOB_LEASE_MS', env.JOB_LEASE_MS, 5 * 60_000, 1000),
    jobMaxAttempts: positiveInteger('JOB_MAX_ATTEMPTS', env.JOB_MAX_ATTEMPTS, 5),
    shedLagMs: positiveInteger('SHED_LAG_MS', env.SHED_LAG_MS, 250, 0),
    shedPoolWaitMs: positiveInteger('SHED_POOL_WAIT_MS', env.SHED_POOL_WAIT_MS, 1000, 0),
    pgPoolSize,
    maxActiveRequests: positiveInteger('MAX_ACTIVE_REQUESTS', env.MAX_ACTIVE_REQUESTS, maxActiveRequestsFor(Boolean(env.DATABASE_URL), pgPoolSize), 0),
    healthPort: env.HEALTH_PORT ? positiveInteger('HEALTH_PORT', env.HEALTH_PORT, 0, 1) : null,
    workerStallMs: positiveInteger('WORKER_STALL_MS', env.WORKER_STALL_MS, 10_000, 100),
    shutdownTimeoutMs: positiveInteger('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 20_000, 0),
    drainGraceMs: positiveInteger('DRAIN_GRACE_MS', env.DRAIN_GRACE_MS, 2_000, 0),
  };
}

/** TRUST_PROXY: unset/false, true (every hop), or a comma-separated list of proxy addresses. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return value;
}

function positiveInteger(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}
