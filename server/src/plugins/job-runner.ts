import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { JOBS_CHANNEL, LEASE_MS, MAX_ATTEMPTS, claimJob, extendLease, failJob, finishJob, insertJob, lookForJobs, type Job } from '../jobs/job-queue';

/** What a running job knows of its run: `signal` aborts when its lease was lost (another runner holds it now: stop). */
export interface JobContext {
  jobId: number;
  /** the job's idempotency key, if it was queued with one */
  key: string | null;
  /** when it was queued (epoch ms) */
  queuedAt: number;
  attempt: number;
  signal: AbortSignal;
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/** What a mail job is and to whom, shown on the "Outgoing mail" page; `key`: its idempotency key when the caller gave none. */
export interface JobDescription {
  kind: string;
  recipient: string;
  key?: string;
}
export type JobDescriber = (payload: unknown, db: Kysely<Database>) => Promise<JobDescription | null>;

export interface EnqueueOptions {
  /** not before this instant (epoch ms) */
  runAt?: number;
  /** the transaction the job is queued in: it exists only if that commits */
  db?: Kysely<Database>;
  /** idempotency key, unique: a second enqueue with it is a no-op returning the first job's id */
  key?: string;
  /** a mail: its kind and recipient (else the name's describer, if any, tells) */
  kind?: string;
  recipient?: string;
}

export interface JobQueue {
  /** what runs jobs of this name; a module registers its handlers when it loads */
  handle(name: string, handler: JobHandler): void;
  /** how to tell the kind and recipient of a mail job of this name when it is queued without them */
  describe(name: string, describer: JobDescriber): void;
  /** Queues a job (see EnqueueOptions); the runners are woken once it commits. */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<number>;
  /** runs every due job this instance can take (tests; the runner does it on its own) */
  runDue(): Promise<number>;
  /** looks for due jobs soon (after a change that made one due, e.g. an admin's retry) */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobRunnerOptions {
  /** listen and poll (the server does); off in tests, which call runDue or rely on the wake after an enqueue */
  poll?: boolean;
  /** the read-only safety-net poll (JOB_POLL_MS) */
  pollMs?: number;
  /** how long a claim holds a job; extended every third of it while the job runs */
  leaseMs?: number;
  /** claims a job gets before it is `failed` (JOB_MAX_ATTEMPTS) */
  maxAttempts?: number;
}

const DEFAULT_POLL_MS = 30_000;
/** after an enqueue, look again this long after (the enqueuing transaction may commit later) */
const WAKE_CHECKS_MS = [0, 100, 500, 2000];
const RELISTEN_MS = 1000;

/**
 * The durable job queue and outbox (docs/architecture.md#outbox): jobs are rows (see
 * jobs/job-queue.ts), queued in the transaction of the change that causes them, each run
 * by one runner at a time across every instance and worker. An idle instance writes
 * nothing: it looks (a read) when woken — by the enqueue in its own process, by NOTIFY on
 * PostgreSQL — and every `pollMs` as a safety net; it writes (claims) only when a job is due.
 */
export const jobRunner = fp(
  async (app: FastifyInstance, { poll = true, pollMs = DEFAULT_POLL_MS, leaseMs = LEASE_MS, maxAttempts = MAX_ATTEMPTS }: JobRunnerOptions) => {
    const handlers = new Map<string, JobHandler>();
    const describers = new Map<string, JobDescriber>();
    let closing = false;
    let running: Promise<unknown> | null = null;
    let again = false;
    const timers = new Set<NodeJS.Timeout>();
    const later = (ms: number, fn: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms).unref();
      timers.add(timer);
      return timer;
    };

    const run = async (job: Job): Promise<void> => {
      const token = job.claim_token ?? '';
      const controller = new AbortController();
      const keep = setInterval(() => {
        extendLease(app.db, job.id, token, Date.now(), leaseMs)
          .then((held) => {
            if (!held) controller.abort(new Error('the job was taken by another runner'));
          })
          .catch((err: unknown) => app.log.warn({ err, jobId: job.id }, 'could not extend the lease of a job'));
      }, Math.max(10, Math.floor(leaseMs / 3))).unref();
      const handler = handlers.get(job.name);
      try {
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        await handler(JSON.parse(job.payload), { jobId: job.id, key: job.key, queuedAt: Number(job.created_at), attempt: job.attempts, signal: controller.signal });
        clearInterval(keep);
        if (!(await finishJob(app.db, job.id, token))) app.log.warn({ jobId: job.id, job: job.name }, 'a job finished after losing its lease; its result is left to the runner that holds it');
      } catch (err) {
        clearInterval(keep);
        app.log.error({ err, jobId: job.id, job: job.name, attempt: job.attempts }, 'a background job failed');
        const failed = await failJob(app.db, job, token, err instanceof Error ? err.message : String(err), Date.now(), maxAttempts);
        if (!failed) app.log.warn({ jobId: job.id, job: job.name }, 'a job failed after losing its lease; left to the runner that holds it');
      }
    };

    const runDue = async (): Promise<number> => {
      let ran = 0;
      for (;;) {
        // a draining server claims nothing more: queued jobs stay queued for another instance
        if (closing || app.draining) return ran;
        const job = await claimJob(app.db, app.dbDialect, [...handlers.keys()], Date.now(), leaseMs, maxAttempts);
        if (!job) return ran;
        await run(job);
        ran += 1;
      }
    };

    // one look at a time; a wake during a look makes another look after it
    const look = (): void => {
      if (closing || app.draining) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        const { due } = await lookForJobs(app.db, [...handlers.keys()], Date.now());
        if (due) await runDue();
      })()
        .catch((err: unknown) => app.log.warn({ err }, 'could not look for background jobs'))
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            look();
          }
        });
    };
    const wakeAfterEnqueue = () => WAKE_CHECKS_MS.forEach((ms) => later(ms, look));

    const queue: JobQueue = {
      handle: (name, handler) => void handlers.set(name, handler),
      describe: (name, describer) => void describers.set(name, describer),
      async enqueue(name, payload, options = {}) {
        const now = Date.now();
        const db = options.db ?? app.db;
        const described: JobDescription | null | undefined = options.kind
          ? { kind: options.kind, recipient: options.recipient ?? '' }
          : await describers.get(name)?.(payload, db);
        const id = await insertJob(
          db,
          app.dbDialect,
          { name, payload, runAt: options.runAt ?? now, key: options.key ?? described?.key, kind: described?.kind, recipient: described?.recipient },
          now,
        );
        if (!closing && (options.runAt ?? now) <= now) wakeAfterEnqueue();
        return id;
      },
      runDue,
      wake: wakeAfterEnqueue,
    };
    app.decorate('jobs', queue);

    const stopClaiming = async () => {
      closing = true;
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    };
    // a draining server claims nothing more from its close on: what is queued stays queued
    // for another instance, while requests under way still finish (docs/architecture.md#shutdown-order)
    app.addHook('preClose', stopClaiming);
    app.addHook('onClose', async () => {
      await stopClaiming();
      while (running) await running;
    });
    if (!poll) return;

    // the safety net: a read every pollMs, sooner when a queued job falls due before that
    const pollLoop = async (): Promise<void> => {
      if (closing) return;
      let next = pollMs;
      try {
        const found = await lookForJobs(app.db, [...handlers.keys()], Date.now());
        if (found.due) look();
        if (found.nextRunAt !== null) next = Math.min(pollMs, Math.max(100, found.nextRunAt - Date.now() + 10));
      } catch (err) {
        app.log.warn({ err }, 'could not look for background jobs');
      }
      if (!closing) later(next, () => void pollLoop());
    };

    let unlisten: (() => Promise<void>) | null = null;
    const listen = async (): Promise<void> => {
      if (!app.dbListen || closing) return;
      try {
        unlisten = await app.dbListen(JOBS_CHANNEL, () => look(), (err) => {
          unlisten = null;
          if (closing) return;
          app.log.warn({ err }, 'lost the connection that hears new jobs; reconnecting');
          later(RELISTEN_MS, () => void listen());
          // anything queued meanwhile is found by a look
          look();
        });
      } catch (err) {
        if (closing) return;
        app.log.warn({ err }, 'cannot listen for new jobs; retrying');
        later(RELISTEN_MS, () => void listen());
      }
    };

    app.addHook('onReady', async () => {
      await listen();
      later(Math.min(1000, pollMs), () => void pollLoop());
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
    });
  },
  { name: 'job-runner', dependencies: ['database'] },
);
