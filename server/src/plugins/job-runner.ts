import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimJob, failJob, finishJob, insertJob, type Job } from '../jobs/job-queue';

export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobQueue {
  /** what runs jobs of this name; a module registers its handlers when it loads */
  handle(name: string, handler: JobHandler): void;
  /**
   * Queues a job. `runNow`: this instance runs it before returning (the caller waits for
   * it, as for a direct call), and only if that fails does it wait for a retry, which
   * any instance may make. `db`: a transaction the job is queued in (it exists only if
   * that commits; not with `runNow`).
   */
  enqueue(name: string, payload: unknown, options?: { runAt?: number; runNow?: boolean; db?: Kysely<Database> }): Promise<number>;
  /** runs every due job this instance can take (tests; the poller does it on its own) */
  runDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

const POLL_MS = 1000;

/**
 * The durable job queue: jobs are rows (see jobs/job-queue.ts), so they survive a
 * restart, and each is taken by one instance only, across every instance and worker on
 * the database (PostgreSQL or SQLite alike). Every instance polls for due jobs once a
 * second; `poll: false` (tests) leaves running them to `runDue`.
 */
export const jobRunner = fp(
  async (app: FastifyInstance, { poll = true }: { poll?: boolean }) => {
    const handlers = new Map<string, JobHandler>();
    let closing = false;
    let running: Promise<unknown> = Promise.resolve();

    const run = async (job: Job): Promise<void> => {
      const handler = handlers.get(job.name);
      try {
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        await handler(JSON.parse(job.payload));
        await finishJob(app.db, job.id);
      } catch (err) {
        app.log.error({ err, jobId: job.id, job: job.name, attempt: job.attempts }, 'a background job failed');
        await failJob(app.db, job, err instanceof Error ? err.message : String(err), Date.now());
      }
    };

    const runDue = async (): Promise<number> => {
      let ran = 0;
      for (;;) {
        if (closing) return ran;
        const job = await claimJob(app.db, app.dbDialect, [...handlers.keys()], Date.now());
        if (!job) return ran;
        await run(job);
        ran += 1;
      }
    };

    const queue: JobQueue = {
      handle: (name, handler) => void handlers.set(name, handler),
      async enqueue(name, payload, options = {}) {
        const now = Date.now();
        const id = await insertJob(options.db ?? app.db, name, payload, options.runAt ?? now, now);
        if (options.runNow) {
          const job = await claimJob(app.db, app.dbDialect, [name], Date.now(), id);
          if (job) await run(job);
        }
        return id;
      },
      runDue,
    };
    app.decorate('jobs', queue);

    if (!poll) return;
    let timer: NodeJS.Timeout | null = null;
    const tick = () => {
      running = runDue()
        .catch((err: unknown) => app.log.warn({ err }, 'could not look for background jobs'))
        .finally(() => {
          if (!closing) timer = setTimeout(tick, POLL_MS).unref();
        });
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(tick, POLL_MS).unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'job-runner', dependencies: ['database'] },
);
