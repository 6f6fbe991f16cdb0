const fs = require('fs');
const path = require('path');
const webpack = require('webpack');

/**
 * What makes the shell an installable web app that opens offline (docs/architecture.md#offline-review):
 * the files of its `public/` folder (the web app manifest, the icons) emitted as they are,
 * and the service worker, `src/offline/service-worker.ts`, built by Workbox's InjectManifest
 * with the list of the shell's own files to precache. The remotes are other builds: the
 * service worker caches their entries and files from their mf-manifest.json at install.
 */
class PublicFilesPlugin {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of filesUnder(this.folder)) {
          compilation.fileDependencies.add(file);
          compilation.emitAsset(path.relative(this.folder, file).split(path.sep).join('/'), new webpack.sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The service worker's source in the shell (knip.config.ts reads it here: an entry of its own). */
const SERVICE_WORKER_SOURCE = 'src/offline/service-worker.ts';

/**
 * The shell's plugins for a production build. `InjectManifest` is Workbox's plugin, which
 * the shell passes in: Workbox is the shell's dependency, not the library's.
 */
function offlinePlugins(dir, InjectManifest) {
  return [
    new PublicFilesPlugin(path.join(dir, 'public')),
    new InjectManifest({
      swSrc: path.join(dir, SERVICE_WORKER_SOURCE),
      swDest: 'sw.js',
      // the page itself is the server's (the remotes manifest and preload hints written in);
      // source maps, compressed copies and licences are never fetched by the app
      exclude: [/\.map$/, /\.(br|gz)$/, /LICENSE\.txt$/, /^index\.html$/, /^preload\.json$/, /\.svg$/],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  ];
}

module.exports = { offlinePlugins, SERVICE_WORKER_SOURCE };
