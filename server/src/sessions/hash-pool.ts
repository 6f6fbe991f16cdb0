import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

/** How much nicer than the event loop the hashing threads run (niceness goes from -20 to 19). */
export const HASH_THREAD_NICENESS = 10;

// Runs in each worker thread. The sync calls compute on the worker's own thread: the
// async ones would go to libuv's small shared pool, the one that also reads files, and a
// burst of sign-ins would stall every static file and picture behind it. The argon2
// binding is required by its resolved path: an eval'd worker resolves from the cwd.
// Each thread lowers its own scheduling priority (10 nicer than the process; on Linux a
// thread id is a task id): while a class signs in the hashes use every core, yet the event loop, which serves
// pages, files and health checks, runs first whenever it has work.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  const os = require('node:os');
  if (tid > 0) os.setPriority(tid, Math.min(19, os.getPriority(tid) + ${HASH_THREAD_NICENESS}));
} catch {
  // no /proc (not Linux): the thread keeps the process's priority
}
const { scryptSync } = require('node:crypto');
const argon2 = require(${JSON.stringify(require.resolve('@node-rs/argon2'))});
function run(task) {
  switch (task.kind) {
    case 'argon2-hash': return argon2.hashSync(task.password, task.options);
    case 'argon2-verify': return argon2.verifySync(task.hash, task.password);
    case 'scrypt': return scryptSync(task.password, Buffer.from(task.salt), task.keyLength, task.options);
    default: throw new Error('unknown hash task ' + task.kind);
  }
}
parentPort.on('message', ({ id, task }) => {
  try {
    parentPort.postMessage({ id, result: run(task) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/** One piece of hashing work, as the worker thread runs it. */
export type HashTask =
  | { kind: 'argon2-hash'; password: string; options: { algorithm: number; memoryCost: number; timeCost: number; parallelism: number } }
  | { kind: 'argon2-verify'; password: string; hash: string }
  | { kind: 'scrypt'; password: string; salt: Uint8Array; keyLength: number; options: ScryptOptions };

/** What each kind of task answers. */
interface HashResults {
  'argon2-hash': string;
  'argon2-verify': boolean;
  scrypt: Buffer;
}

/** The queue of hashes is full: answered 503 with Retry-After rather than piling up. */
export class HashPoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many sign-ins at once');
    this.name = 'HashPoolBusyError';
  }
}

interface Job {
  id: number;
  task: HashTask;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  idleTimer: NodeJS.Timeout | null;
}

export interface HashPoolOptions {
  /** worker threads at most */
  size: number;
  /** hashes waiting for a thread at most; more are refused */
  queueMax: number;
  /** an idle thread ends after this long */
  idleMs: number;
}

/**
 * A small, bounded pool of threads for password hashing: at most `size` hashes run at
 * once, at most `queueMax` wait, the rest are refused at once (HashPoolBusyError). A
 * thread keeps the process alive only while it has work: a script awaiting a hash is not
 * ended under it, and an idle pool never holds a finished process open.
 */
export class HashPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private tasksAccepted = 0;

  constructor(private readonly options: HashPoolOptions) {}

  run<K extends HashTask['kind']>(task: Extract<HashTask, { kind: K }>): Promise<HashResults[K]> {
    return new Promise<HashResults[K]>((resolve, reject) => {
      const job: Job = { id: this.nextId++, task, resolve: resolve as (result: unknown) => void, reject };
      const idle = this.slots.find((slot) => slot.job === null);
      if (idle || this.slots.length < this.options.size) this.tasksAccepted += 1;
      if (idle) return this.start(idle, job);
      if (this.slots.length < this.options.size) return this.start(this.spawn(), job);
      if (this.queue.length >= this.options.queueMax) return reject(new HashPoolBusyError(this.retryAfterSeconds()));
      this.tasksAccepted += 1;
      this.queue.push(job);
    });
  }

  /** The tasks taken so far (run or queued), e.g. for a test that no hash was computed. */
  get accepted(): number {
    return this.tasksAccepted;
  }

  /** Hashes waiting and running, for tests and logs. */
  get load(): { running: number; waiting: number } {
    return { running: this.slots.filter((slot) => slot.job !== null).length, waiting: this.queue.length };
  }

  // about how long the queue takes to drain at a tenth of a second a hash (argon2id under load)
  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.queue.length * 0.1) / this.options.size));
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    const slot: Slot = { worker, job: null, idleTimer: null };
    worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = null;
      if (message.error !== undefined) job.reject(new Error(message.error));
      else if (message.result instanceof Uint8Array) job.resolve(Buffer.from(message.result.buffer, message.result.byteOffset, message.result.byteLength));
      else job.resolve(message.result);
      this.next(slot);
    });
    const fail = (error: Error) => {
      this.remove(slot);
      slot.job?.reject(error);
      slot.job = null;
      // the waiting hashes get a fresh thread
      const job = this.queue.shift();
      if (job) this.start(this.spawn(), job);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) fail(new Error(`hash thread stopped (exit code ${code})`));
    });
    // idle threads must not keep the process alive (after the listeners: adding one refs
    // again); run() refs the thread while it has a job
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.job = job;
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, task: job.task });
  }

  private next(slot: Slot): void {
    const job = this.queue.shift();
    if (job) return this.start(slot, job);
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => {
      this.remove(slot);
      void slot.worker.terminate();
    }, this.options.idleMs);
    slot.idleTimer.unref();
  }

  private remove(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
  }
}

/**
 * The process's pool: a thread per core the machine offers this process. An argon2id hash
 * takes tens of milliseconds, so the event loop still gets its turns between them; 200
 * may wait (a class of a hundred signing in at once is queued, not refused, and drains in
 * a few seconds).
 */
const HASH_POOL_OPTIONS: HashPoolOptions = {
  size: Math.max(1, os.availableParallelism()),
  queueMax: 200,
  idleMs: 10_000,
};

let shared: HashPool | null = null;
export function hashPool(): HashPool {
  return (shared ??= new HashPool(HASH_POOL_OPTIONS));
}
