/** What every bench script needs: percentiles, aligned figures, a timed loop, the bench seed. */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const SERVER_DIR = path.resolve(__dirname, '..', '..');
/** where `npm run seed:bench` keeps the SQLite bench school */
export const BENCH_SQLITE_DIR = path.resolve(process.env.DATA_DIR ?? path.join(SERVER_DIR, '.bench', 'data'));

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fmt = (value: number) => value.toFixed(2).padStart(8);

/** p50/p99 in ms of `runs` calls after a short warm-up. */
export async function timeRuns(run: () => Promise<unknown>, runs: number, warmUp = 5): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < warmUp; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Seeds the bench school (1M activities) into an empty database, or reuses a seeded one. */
export function seedBench(databaseUrl: string | null): void {
  const result = spawnSync(process.execPath, [path.join(SERVER_DIR, 'dist', 'bench', 'seed-bench.js')], {
    cwd: SERVER_DIR,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '', DATA_DIR: BENCH_SQLITE_DIR },
  });
  if (result.status !== 0) throw new Error(`the bench seed failed (${result.status})`);
}

/** Other work on the machine moves the figures; the load average says how much. */
export function machineLine(): string {
  return `Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`;
}
