import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import * as tar from 'tar';
import { SQLITE_FILE_NAME } from '../db/connection';

/**
 * One backup archive (studydesk-YYYYMMDD-HHmmss.tar.gz, UTC) holds:
 *   manifest.json      what this is, when it was made
 *   studydesk.sqlite   a consistent copy of the database, one self-contained file
 *   uploads/           the pictures
 */
export const ARCHIVE_MANIFEST = 'manifest.json';
export const ARCHIVE_FORMAT = 'studydesk-backup';
const ARCHIVE_VERSION = 1;
export const UPLOADS_DIR = 'uploads';
const BACKUPS_DIR = 'backups';

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  database: typeof SQLITE_FILE_NAME;
  pictures: number;
}

/** YYYYMMDD-HHmmss in UTC: sorts by time, and no two zones or DST changes clash. */
export function backupStamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** A working folder inside DATA_DIR, so the final renames stay on one filesystem (atomic). */
export function workDir(dataDir: string, purpose: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  return fs.mkdtempSync(path.join(dataDir, `.${purpose}-`));
}

/**
 * Copies the live database with SQLite's online backup API: safe while the server runs
 * and writes (the copy is of one moment), then makes the copy a single file (no WAL) and
 * checks it.
 */
async function copyDatabase(source: string, target: string): Promise<void> {
  const live = new SqliteDatabase(source, { fileMustExist: true, timeout: 5000 });
  try {
    await live.backup(target);
  } finally {
    live.close();
  }
  const copy = new SqliteDatabase(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy of the database failed its integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

/** Writes DATA_DIR/backups/studydesk-<stamp>.tar.gz and returns its path. */
export async function createBackup(options: { dataDir: string; now?: Date }): Promise<string> {
  const { dataDir } = options;
  const database = path.join(dataDir, SQLITE_FILE_NAME);
  if (!fs.existsSync(database)) throw new Error(`no database at ${database}: is DATA_DIR right?`);
  const backups = path.join(dataDir, BACKUPS_DIR);
  fs.mkdirSync(backups, { recursive: true });
  const work = workDir(dataDir, 'backup');
  try {
    // Pictures are never changed in place (a new upload gets a new name, the old file is
    // removed after the database row changes), so the folder is copied before the database
    // and again after it, without overwriting: the union holds every picture the copied
    // database can refer to, whatever was uploaded or replaced meanwhile.
    const uploads = path.join(dataDir, UPLOADS_DIR);
    const uploadsCopy = path.join(work, UPLOADS_DIR);
    const copyUploads = async () => {
      if (fs.existsSync(uploads)) await fs.promises.cp(uploads, uploadsCopy, { recursive: true, force: false });
    };
    await copyUploads();
    await copyDatabase(database, path.join(work, SQLITE_FILE_NAME));
    await copyUploads();
    fs.mkdirSync(uploadsCopy, { recursive: true });
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      database: SQLITE_FILE_NAME,
      pictures: fs.readdirSync(uploadsCopy).length,
    };
    fs.writeFileSync(path.join(work, ARCHIVE_MANIFEST), JSON.stringify(manifest, null, 2));

    const file = freeName(backups, `studydesk-${backupStamp(options.now ?? new Date())}`);
    // written under a temporary name, renamed when complete: a half-written archive never
    // looks like a backup
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, [ARCHIVE_MANIFEST, SQLITE_FILE_NAME, UPLOADS_DIR]);
    fs.renameSync(partial, file);
    return file;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** base.tar.gz, or base-2.tar.gz… when two backups fall in the same second. */
function freeName(dir: string, base: string): string {
  for (let n = 1; ; n += 1) {
    const file = path.join(dir, `${base}${n === 1 ? '' : `-${n}`}.tar.gz`);
    if (!fs.existsSync(file) && !fs.existsSync(`${file}.partial`)) return file;
  }
}
