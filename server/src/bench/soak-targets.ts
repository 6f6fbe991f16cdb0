/**
 * Where a soak runs: SQLite in a temp folder (unless SOAK_SQLITE=0), and PostgreSQL in a
 * throw-away schema when DATABASE_URL is set, each dropped afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type OpenDatabase } from '../db/connection';

export interface SoakTarget {
  label: 'SQLite' | 'PostgreSQL';
  /** DATABASE_URL for the servers, their search path set to the schema (null: SQLite in dataDirs[0]) */
  databaseUrl: string | null;
  /** the PostgreSQL schema the school lives in */
  schema?: string;
  /** one DATA_DIR per server instance (SQLite: one, shared by its workers) */
  dataDirs: string[];
  /** the soak's own connection to the school */
  open: () => OpenDatabase;
  drop: () => Promise<void>;
}

export interface SoakTargetOptions {
  /** names the temp folders and the schema */
  name: string;
  /** how many servers share the PostgreSQL database (each its own DATA_DIR) */
  pgServers: number;
  /** the soak's own PostgreSQL pool */
  poolMax: number;
}

export function soakTargets({ name, pgServers, poolMax }: SoakTargetOptions): SoakTarget[] {
  const list: SoakTarget[] = [];
  const url = process.env.DATABASE_URL;
  if (process.env.SOAK_SQLITE === '0' && !url) throw new Error('SOAK_SQLITE=0 without DATABASE_URL leaves nothing to soak');
  if (process.env.SOAK_SQLITE !== '0') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `studydesk-${name}-`));
    list.push({
      label: 'SQLite',
      databaseUrl: null,
      dataDirs: [dir],
      open: () => createDatabase({ databaseUrl: null, dataDir: dir }),
      drop: () => fs.promises.rm(dir, { recursive: true, force: true }),
    });
  }
  if (url) {
    const schema = `${name.replace(/\W/g, '_')}_${process.pid}`;
    const withSchema = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const dirs = Array.from({ length: pgServers }, (_, n) => fs.mkdtempSync(path.join(os.tmpdir(), `studydesk-${name}-pg${n}-`)));
    list.push({
      label: 'PostgreSQL',
      databaseUrl: withSchema,
      schema,
      dataDirs: dirs,
      open: () => createDatabase({ databaseUrl: url, dataDir: dirs[0], poolConfig: { max: poolMax, options: `-c search_path=${schema}` } }),
      drop: async () => {
        const admin = createDatabase({ databaseUrl: url, dataDir: dirs[0] });
        await admin.pool?.query(`drop schema if exists ${schema} cascade`);
        await admin.destroy();
        await Promise.all(dirs.map((dir) => fs.promises.rm(dir, { recursive: true, force: true })));
      },
    });
  }
  return list;
}

/** One soak on one target: `run` answers whether every check passed. */
export interface Soak {
  target: SoakTarget;
  /** names it in a failure's line */
  name: string;
  run(): Promise<boolean>;
}

/**
 * A soak script's main: runs each soak in turn, drops its target whatever happened, and
 * exits 1 unless every soak passed.
 */
export function runSoaks(title: string, soaks: () => Soak[]): void {
  const main = async () => {
    console.log(title);
    if (!process.env.DATABASE_URL) console.log('PostgreSQL skipped: DATABASE_URL is not set');
    let failed = false;
    for (const { target, name, run } of soaks()) {
      try {
        failed = !(await run()) || failed;
      } catch (error) {
        console.error(`${name}: ${error instanceof Error ? error.message : String(error)} — FAILED`);
        failed = true;
      } finally {
        await target.drop();
      }
    }
    if (failed) process.exit(1);
  };
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
