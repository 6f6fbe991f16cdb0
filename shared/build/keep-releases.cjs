const fs = require('node:fs');
const path = require('node:path');

/**
 * Hashed files of earlier builds stay in `dist/` for the releases after them, so a page
 * opened before a deploy still loads the chunks it knows (docs/architecture.md#version-skew):
 * a remote's entry and manifest change with each build, but a page that already ran the old
 * entry asks for the old chunk names. `output.clean` keeps every hashed file
 * (`keepHashed`); after each build this plugin notes the build's hashed files in
 * `dist/releases.json` and deletes those no release of the last `keep` (this one
 * included) has, with their compressed copies and source maps.
 */
// with their source maps and the licence texts the minifier moved out of them (which
// their first line names)
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map|\.LICENSE\.txt)?(\.br|\.gz)?$/;
const RELEASES_FILE = 'releases.json';
/** this build and the two before it */
const KEEP_RELEASES = 3;

/** `output.clean.keep`: what a build leaves of the files it did not write. */
function keepHashed(file) {
  return HASHED.test(file) || file === RELEASES_FILE;
}

function readReleases(file) {
  try {
    const releases = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(releases) ? releases : [];
  } catch {
    return [];
  }
}

/** The releases to keep after a build of `files`, newest last; the same files again are no new release. */
function nextReleases(releases, files, at, keep = KEEP_RELEASES) {
  const last = releases[releases.length - 1];
  const same = last && last.files.length === files.length && last.files.every((file, i) => file === files[i]);
  const all = same ? releases : [...releases, { builtAt: at, files }];
  return all.slice(-keep);
}

class KeepReleasesPlugin {
  constructor({ keep = Number(process.env.STUDYDESK_KEEP_RELEASES) || KEEP_RELEASES } = {}) {
    this.keep = keep;
  }

  apply(compiler) {
    // after the compressed copies are written (PrecompressPlugin taps afterEmit too)
    compiler.hooks.done.tapPromise('KeepReleasesPlugin', async (stats) => {
      if (stats.hasErrors()) return;
      const dist = stats.compilation.getPath(compiler.outputPath);
      const files = stats.compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((file) => HASHED.test(file))
        .sort();
      const listFile = path.join(dist, RELEASES_FILE);
      const releases = nextReleases(readReleases(listFile), files, new Date().toISOString(), this.keep);
      const kept = new Set(releases.flatMap((release) => release.files));
      const onDisk = await fs.promises.readdir(dist, { recursive: true });
      await Promise.all(
        onDisk
          .filter((file) => HASHED.test(file) && !kept.has(file.replace(/\.(br|gz)$/, '')))
          .map((file) => fs.promises.rm(path.join(dist, file), { force: true })),
      );
      await fs.promises.writeFile(listFile, `${JSON.stringify(releases, null, 1)}\n`);
    });
  }
}

module.exports = { KeepReleasesPlugin, keepHashed };
