import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { waitLine, type WaitMeter } from '../db/wait-line';
import { isHealthCheck } from './health';
import { routePath } from './route-path';

declare module 'fastify' {
  interface FastifyInstance {
    /** the API calls waiting to start, or null when every call starts at once */
    admissionQueue: AdmissionQueue | null;
  }
}

/** The requests of one process that wait to start, oldest first. */
export interface AdmissionQueue extends WaitMeter {
  /** requests being answered now */
  active(): number;
}

interface Waiter {
  since: number;
  start: () => void;
}

/**
 * At most `limit` API calls of this process are answered at once; the others wait to start,
 * first come first served (docs/architecture.md#admission).
 *
 * Why: a call runs its statements in turn, and each waits for one of the process's few
 * pooled connections. With every call in flight at once, each statement queues behind all
 * of them, so a call's time grows with its statement count: a lesson's completion (about ten
 * statements) took three times a calendar's (two). Started in arrival order and few at a
 * time, a call waits once, then runs its statements without queueing: every call waits
 * about as long, and the slowest ones no longer set the tail.
 *
 * Written here rather than taken from a concurrency limiter (p-limit, p-queue): load
 * shedding needs the age of the oldest waiter, and a waiter whose client left must leave
 * the queue; those are most of these lines.
 */
function createAdmissionQueue(limit: number) {
  let running = 0;
  const waiters = waitLine<Waiter>();

  const next = () => {
    const first = waiters.first();
    if (!first) {
      running -= 1;
      return;
    }
    waiters.delete(first);
    first.start();
  };

  /**
   * Resolves true once the call may start (its place is freed when its answer closes), or
   * false when its client went away while it waited.
   */
  const admit = (reply: FastifyReply): Promise<boolean> | true => {
    // the answer's 'close' comes once it is sent, or when the client goes away first
    const closed = reply.raw;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      next();
    };
    if (running < limit) {
      running += 1;
      closed.once('close', finished);
      return true;
    }
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        since: Date.now(),
        start: () => {
          closed.once('close', finished);
          resolve(true);
        },
      };
      waiters.add(waiter);
      // a client that gives up while waiting leaves the queue
      closed.once('close', () => {
        if (waiters.delete(waiter)) resolve(false);
      });
    });
  };

  const queue: AdmissionQueue = { ...waiters.meter, active: () => running };
  return { admit, queue };
}

export const admission = fp(
  async (app: FastifyInstance, { config }: { config: Pick<ServerConfig, 'maxActiveRequests'> }) => {
    const limit = config.maxActiveRequests ?? 0;
    if (limit <= 0) {
      app.decorate('admissionQueue', null);
      return;
    }
    const { admit, queue } = createAdmissionQueue(limit);
    app.decorate('admissionQueue', queue);
    app.addHook('onRequest', async (request, reply) => {
      if (!routePath(request).startsWith('/v1/') || isHealthCheck(request)) return;
      // nobody is left to answer: the call is dropped unhandled
      if (!(await admit(reply))) reply.hijack();
    });
  },
  { name: 'admission' },
);
