/**
 * A configuration reload of a running nginx, waited for until it has taken effect
 * everywhere. On SIGHUP the master reads the configuration again, starts new workers on it
 * and tells the old ones to stop: each stops accepting, finishes the requests it carries,
 * closes its connections (to the clients and to the instances) and exits, titled
 * "nginx: worker process is shutting down" meanwhile. Once no old worker is left, nothing
 * runs on the old configuration: an instance it marked `down` gets no request and holds no
 * connection from nginx. The workers are read from /proc (Linux).
 */
import fs from 'node:fs';

export interface ReloadOutcome {
  /** SIGHUP to the last old worker's exit (or to giving up on it) */
  waitedMs: number;
  /** old workers still finishing a request when the wait ended (0: all gone) */
  oldWorkersLeft: number;
  /** false where /proc could not be read: a fixed wait stood in for watching the workers */
  watched: boolean;
}

/**
 * Without /proc: how long a reload is given to finish. A request nginx's old workers
 * still carry then is one the instance's drain finishes (SHUTDOWN_TIMEOUT_MS).
 */
const UNWATCHED_WAIT_MS = 5_000;
/** New workers start within milliseconds of a SIGHUP; none after this means nginx kept the old configuration. */
const NEW_WORKERS_WITHIN_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The parent pid in /proc/<pid>/stat: the field after the command name, which may hold spaces and parentheses. */
function parentOf(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/**
 * The pids of the master's worker processes now, old ones ("worker process is shutting
 * down") included, its cache helpers (if any) left out.
 */
function workersOf(masterPid: number): number[] {
  const workers: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (parentOf(fs.readFileSync(`/proc/${entry}/stat`, 'utf8')) !== masterPid) continue;
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('worker process')) workers.push(Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  return workers;
}

const canWatch = () => fs.existsSync('/proc/self/stat');

/**
 * SIGHUP to the master, then waits until every worker that ran before it has exited, at
 * most `timeoutMs`; past that it goes on (logged by the caller) with the old workers that
 * still finish a long request. Throws when no new worker starts: nginx refused the new
 * configuration (its error log says why) and still runs the old one.
 */
export async function reloadNginx(masterPid: number, timeoutMs: number): Promise<ReloadOutcome> {
  const started = Date.now();
  if (!canWatch()) {
    process.kill(masterPid, 'SIGHUP');
    await sleep(UNWATCHED_WAIT_MS);
    return { waitedMs: Date.now() - started, oldWorkersLeft: 0, watched: false };
  }
  const old = new Set(workersOf(masterPid));
  process.kill(masterPid, 'SIGHUP');
  for (;;) {
    const workers = workersOf(masterPid);
    const left = workers.filter((pid) => old.has(pid));
    const fresh = workers.length - left.length;
    const waited = Date.now() - started;
    if (fresh === 0 && waited > NEW_WORKERS_WITHIN_MS) {
      throw new Error('nginx kept its previous configuration after the reload (its error log says why)');
    }
    if (fresh > 0 && (left.length === 0 || waited >= timeoutMs)) {
      return { waitedMs: waited, oldWorkersLeft: left.length, watched: true };
    }
    await sleep(50);
  }
}
