// The repository as the tests that keep docs and comments true read it: its root, and the
// files git tracks (or would track: new files not yet added count too).
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';

export const ROOT = path.resolve(__dirname, '../..');

/** Every file git tracks or would track, relative to the root, that is on disk now. */
export function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !file.includes('node_modules/') && fs.existsSync(path.join(ROOT, file)));
}

/** A file of the repository as text. */
export function readRepositoryFile(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

/** The markdown files of docs/, by name. */
export function readDocs(): Map<string, string> {
  const dir = path.join(ROOT, 'docs');
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
  );
}
