import path from 'node:path';
import { loadConfig } from '../config';
import { createBackup } from './backup-archive';
import { POSTGRES_BACKUP_ADVICE, POSTGRES_RESTORE_ADVICE } from './postgres-advice';
import { restoreBackup } from './restore-archive';

/** Where a command writes (console in the CLI, a recorder in tests). */
export interface Output {
  log(line: string): void;
  error(line: string): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * npm run backup: a dated archive of the SQLite database and the pictures in
 * DATA_DIR/backups/. Safe while the server runs. With DATABASE_URL it explains pg_dump.
 * Resolves to the process exit code.
 */
export async function backupCommand(env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  const config = loadConfig(env);
  if (config.databaseUrl) {
    out.error(POSTGRES_BACKUP_ADVICE);
    return 1;
  }
  try {
    const file = await createBackup({ dataDir: config.dataDir });
    out.log(`Backup written: ${file}`);
    out.log('Keep a copy somewhere else too (another disk or machine): a backup on the same disk dies with it.');
    return 0;
  } catch (error) {
    out.error(`Backup failed: ${messageOf(error)}`);
    return 1;
  }
}

const USAGE = 'Usage: npm run restore FILE [-- --force]   (FILE: a studydesk-YYYYMMDD-HHmmss.tar.gz made by npm run backup)';

/**
 * npm run restore FILE [--force]: puts a backup back into DATA_DIR (database and
 * pictures). Refuses while a server has the database open, unless --force. With
 * DATABASE_URL it explains pg_restore.
 */
export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  const config = loadConfig(env);
  if (config.databaseUrl) {
    out.error(POSTGRES_RESTORE_ADVICE);
    return 1;
  }
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1) {
    out.error(USAGE);
    return 1;
  }
  // npm runs scripts from the repository root; a relative FILE is the caller's
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), files[0]);
  try {
    const manifest = await restoreBackup({ dataDir: config.dataDir, file, force });
    out.log(`Restored the backup of ${manifest.createdAt} (${manifest.pictures} pictures) into ${config.dataDir}.`);
    out.log('Start the server again: it brings the database up to date with its migrations.');
    return 0;
  } catch (error) {
    out.error(`Restore failed: ${messageOf(error)}`);
    return 1;
  }
}
