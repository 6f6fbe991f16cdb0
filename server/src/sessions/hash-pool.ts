import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

// Runs in each worker thread. scryptSync computes on the worker's own thread: the async
// scrypt would go to libuv's small shared pool, the one that also reads files, and a
// burst of sign-ins would stall every static file and picture behind it.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/** The queue of hashes is full: answered 503 with Retry-After rather than piling up. */
export class HashPoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many sign-ins at once');
    this.name = 'HashPoolBusyError';
  }
}

interface Job {
  id: number;
  password: string;
  salt: Uint8Array;
  keyLength: number;
  options: ScryptOptions;
  resolve(key: Buffer): void;
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
 * once, at most `queueMax` wait, the rest are refused at once (HashPoolBusyError).
 */
export class ScryptPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(private readonly options: HashPoolOptions) {}

  derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, password, salt: new Uint8Array(salt), keyLength, options, resolve, reject };
      const idle = this.slots.find((slot) => slot.job === null);
      if (idle) return this.run(idle, job);
      if (this.slots.length < this.options.size) return this.run(this.spawn(), job);
      if (this.queue.length >= this.options.queueMax) return reject(new HashPoolBusyError(this.retryAfterSeconds()));
      this.queue.push(job);
    });
  }

  /** Hashes waiting and running, for tests and logs. */
  get load(): { running: number; waiting: number } {
    return { running: this.slots.filter((slot) => slot.job !== null).length, waiting: this.queue.length };
  }

  // about how long the queue takes to drain at a quarter second a hash
  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.queue.length * 0.25) / this.options.size));
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    const slot: Slot = { worker, job: null, idleTimer: null };
    worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = null;
      if (message.key) job.resolve(Buffer.from(message.key.buffer, message.key.byteOffset, message.key.byteLength));
      else job.reject(new Error(message.error ?? 'scrypt failed'));
      this.next(slot);
    });
    const fail = (error: Error) => {
      this.remove(slot);
      slot.job?.reject(error);
      slot.job = null;
      // the waiting hashes get a fresh thread
      const job = this.queue.shift();
      if (job) this.run(this.spawn(), job);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) fail(new Error(`hash thread stopped (exit code ${code})`));
    });
    // the pool must not keep the process alive (after the listeners: adding one refs again)
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private run(slot: Slot, job: Job): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.job = job;
    const { id, password, salt, keyLength, options } = job;
    slot.worker.postMessage({ id, password, salt, keyLength, options });
  }

  private next(slot: Slot): void {
    const job = this.queue.shift();
    if (job) return this.run(slot, job);
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
 * The process's pool: one thread fewer than the machine has cores (the event loop keeps
 * one), at most two, so hashing never takes the whole machine; 32 may wait.
 */
export const HASH_POOL_OPTIONS: HashPoolOptions = {
  size: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  queueMax: 32,
  idleMs: 10_000,
};

let shared: ScryptPool | null = null;
export function hashPool(): ScryptPool {
  return (shared ??= new ScryptPool(HASH_POOL_OPTIONS));
}
