import fs from 'node:fs';
import path from 'node:path';

/** A file name's content hash, as the build writes it (`[name].[contenthash:8].js`). */
const HASHED = /\.([0-9a-f]{8})\.(js|css)$/;

/** The hashed files of a build folder. */
function hashedFiles(dist: string): string[] {
  return fs.readdirSync(dist).filter((file) => HASHED.test(file));
}

/**
 * A new release of a remote's build, deployed into the same folder as a build does
 * (docs/architecture.md#version-skew): every hashed file changed and renamed (a new
 * content hash), the entry and manifests rewritten to name the new files, and the
 * previous release's hashed files left in place beside them. Answers the previous
 * release's hashed files, for a later prune.
 */
export function deployNewRelease(dist: string, change: string): string[] {
  for (const file of fs.readdirSync(dist)) if (/\.(br|gz)$/.test(file)) fs.rmSync(path.join(dist, file));
  const previous = hashedFiles(dist);
  const renamed = new Map<string, string>();
  for (const file of previous) {
    const hash = (HASHED.exec(file) as RegExpExecArray)[1];
    // another hash of the same length: each hex digit turned over
    renamed.set(hash, [...hash].map((digit) => (15 - parseInt(digit, 16)).toString(16)).join(''));
  }
  const rewrite = (text: string) => text.replace(/[0-9a-f]{8}/g, (hash) => renamed.get(hash) ?? hash);
  for (const file of fs.readdirSync(dist)) {
    if (!/\.(js|css|json|html)$/.test(file)) continue;
    const text = rewrite(fs.readFileSync(path.join(dist, file), 'utf8'));
    if (!HASHED.test(file)) {
      fs.writeFileSync(path.join(dist, file), text);
      continue;
    }
    const comment = file.endsWith('.css') ? `\n/* ${change} */\n` : `\n// ${change}\n`;
    fs.writeFileSync(path.join(dist, rewrite(file)), text + comment);
  }
  return previous;
}

/** Releases later, the build prunes what only the old release had. */
export function prune(dist: string, files: string[]): void {
  for (const file of files) fs.rmSync(path.join(dist, file), { force: true });
}
