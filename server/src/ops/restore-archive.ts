import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import * as tar from 'tar';
import { SQLITE_FILE_NAME } from '../db/connection';
import { STORED_NAME } from '../plugins/uploads-images';
import { ARCHIVE_FORMAT, ARCHIVE_MANIFEST, UPLOADS_DIR, workDir, type ArchiveManifest } from './backup-archive';

/** The files of a database in WAL mode besides the main one. */
const SIDE_FILES = ['-wal', '-shm', '-journal'];

/**
 * True when another connection has the database open (a running server): in WAL mode
 * every connection that has read keeps a shared lock, so an exclusive lock is refused.
 */
export function databaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const probe = new SqliteDatabase(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    probe.close();
  }
}

/** Only what a backup holds, and only plain files and folders (no links, no devices). */
function allowedEntry(entryPath: string, type: string | undefined): boolean {
  const name = entryPath.replace(/^\.\//, '').replace(/\/$/, '');
  if (type === 'Directory') return name === UPLOADS_DIR;
  if (type !== 'File' && type !== 'OldFile') return false;
  if (name === ARCHIVE_MANIFEST || name === SQLITE_FILE_NAME) return true;
  const [dir, file, ...rest] = name.split('/');
  return dir === UPLOADS_DIR && rest.length === 0 && STORED_NAME.test(file ?? '');
}

/** Unpacks and checks an archive in `into`; throws, having changed nothing else, when it is not a good backup. */
async function unpackBackup(file: string, into: string): Promise<ArchiveManifest> {
  const skipped: string[] = [];
  await tar.extract({
    file,
    cwd: into,
    strict: true,
    filter: (entryPath, entry) => {
      const type = 'type' in entry ? entry.type : entry.isDirectory() ? 'Directory' : 'File';
      const ok = allowedEntry(entryPath, type);
      if (!ok) skipped.push(entryPath);
      return ok;
    },
  });
  if (skipped.length > 0) throw new Error(`this is not a StudyDesk backup: unexpected ${skipped.slice(0, 3).join(', ')}`);
  let manifest: ArchiveManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(into, ARCHIVE_MANIFEST), 'utf8')) as ArchiveManifest;
  } catch {
    throw new Error(`this is not a StudyDesk backup: no readable ${ARCHIVE_MANIFEST}`);
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new Error('this is not a StudyDesk backup');
  const database = path.join(into, SQLITE_FILE_NAME);
  if (!fs.existsSync(database)) throw new Error(`the backup holds no ${SQLITE_FILE_NAME}`);
  let check: unknown;
  try {
    const copy = new SqliteDatabase(database, { fileMustExist: true });
    try {
      check = copy.pragma('integrity_check', { simple: true });
    } finally {
      copy.close();
    }
  } catch (error) {
    // e.g. "file is not a database"
    check = error instanceof Error ? error.message : String(error);
  }
  if (check !== 'ok') throw new Error(`the database in the backup is damaged: ${String(check)}`);
  fs.mkdirSync(path.join(into, UPLOADS_DIR), { recursive: true });
  return manifest;
}

export interface RestoreOptions {
  dataDir: string;
  file: string;
  /** restore even though another process has the database open */
  force?: boolean;
}

/**
 * Puts a backup back into DATA_DIR: the database file and the uploads folder are replaced
 * by the archive's. Everything is unpacked and checked first; the current files are only
 * moved aside (renames on one filesystem), and moved back if anything fails, so a failed
 * restore loses nothing.
 */
export async function restoreBackup({ dataDir, file, force = false }: RestoreOptions): Promise<ArchiveManifest> {
  if (!fs.existsSync(file)) throw new Error(`no such file: ${file}`);
  const database = path.join(dataDir, SQLITE_FILE_NAME);
  if (!force && databaseInUse(database)) {
    throw new Error('the database is in use: stop the StudyDesk server first (or pass --force to restore anyway)');
  }
  const incoming = workDir(dataDir, 'restore');
  const previous = workDir(dataDir, 'previous');
  const moves: [from: string, to: string][] = [];
  const move = (from: string, to: string) => {
    if (!fs.existsSync(from)) return;
    fs.renameSync(from, to);
    moves.push([from, to]);
  };
  try {
    const manifest = await unpackBackup(file, incoming);
    // the current files go aside, old WAL included: it must never be applied to the new file
    for (const suffix of ['', ...SIDE_FILES]) move(`${database}${suffix}`, path.join(previous, `${SQLITE_FILE_NAME}${suffix}`));
    move(path.join(dataDir, UPLOADS_DIR), path.join(previous, UPLOADS_DIR));
    move(path.join(incoming, SQLITE_FILE_NAME), database);
    move(path.join(incoming, UPLOADS_DIR), path.join(dataDir, UPLOADS_DIR));
    moves.length = 0;
    return manifest;
  } catch (error) {
    // undo in reverse order: the new files out, the previous ones back
    for (const [from, to] of moves.reverse()) fs.renameSync(to, from);
    moves.length = 0;
    throw error;
  } finally {
    // nothing of value is left here once the restore completed or every move was undone;
    // if undoing failed half-way, the previous files stay in DATA_DIR/.previous-…
    fs.rmSync(incoming, { recursive: true, force: true });
    if (moves.length === 0) fs.rmSync(previous, { recursive: true, force: true });
  }
}
