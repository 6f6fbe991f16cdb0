import fs from 'node:fs';

/**
 * Makes SQLite commits durable without stopping the event loop: a group commit.
 *
 * With `synchronous = FULL` SQLite flushes the write-ahead log to disk inside every COMMIT.
 * better-sqlite3 runs statements on the event loop's thread, so each commit stopped the
 * whole process for the disk's flush (2–12 ms here, tens under load) while it also held the
 * write lock that the other workers were waiting for. Instead the database runs with
 * `synchronous = NORMAL` (a commit only writes the log into the OS's cache) and a write is
 * answered only after `flush()`: one `fdatasync` of the log on libuv's thread pool that
 * covers every commit made before it started, however many requests wait on it.
 *
 * What an answered write keeps is what FULL kept: it is on disk before the client hears
 * "saved", so a power cut loses only writes nobody was told about. A crash of the process
 * loses nothing either way (the log is in the OS's cache). Checkpoints are unchanged:
 * SQLite flushes the log before copying it into the database and the database after.
 * See docs/architecture.md#sqlite-durability.
 */
export class WalSync {
  readonly #walPath: string;
  #fd: number | null = null;
  #running: Promise<void> | null = null;
  #next: Promise<void> | null = null;

  constructor(databaseFile: string) {
    this.#walPath = `${databaseFile}-wal`;
  }

  /** Resolves once everything committed before the call is on disk. */
  flush(): Promise<void> {
    if (!this.#running) {
      this.#running = this.#sync();
      return this.#running;
    }
    // the flush under way may have started before this caller's commit: one more after it
    // serves every caller that arrives meanwhile
    this.#next ??= this.#running.then(
      () => this.#afterRunning(),
      () => this.#afterRunning(),
    );
    return this.#next;
  }

  close(): void {
    if (this.#fd !== null) fs.closeSync(this.#fd);
    this.#fd = null;
  }

  #afterRunning(): Promise<void> {
    this.#next = null;
    return this.flush();
  }

  async #sync(): Promise<void> {
    try {
      // the log exists while a connection is open (ours is), so it is opened once; fsync
      // flushes the file's data whichever descriptor wrote it
      this.#fd ??= await new Promise<number>((resolve, reject) => fs.open(this.#walPath, 'r', (error, fd) => (error ? reject(error) : resolve(fd))));
      const fd = this.#fd;
      await new Promise<void>((resolve, reject) => fs.fdatasync(fd, (error) => (error ? reject(error) : resolve())));
    } finally {
      this.#running = null;
    }
  }
}
