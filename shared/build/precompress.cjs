const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { promisify } = require('util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser downloads as text: scripts, styles, pages and the federation manifests. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;
/** Brotli's settings for a text of `length` bytes: quality 11, as every built file is sent. */
function brotliParams(length) {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  };
}

/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 256;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every
 * emitted text asset once the build is on disk, so the server sends compressed bytes
 * without compressing anything per request (@fastify/static `preCompressed`).
 * Source maps are left alone: only developer tools read them.
 * Works on the written files, after every other plugin (the federation manifest and the
 * HTML page included), and adds nothing to the compilation's own asset list (so the
 * federation manifest never lists a compressed copy).
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath);
      // every asset of the build: webpack leaves a file it would write unchanged alone (it
      // is not "emitted" again), but `output.clean` has removed its compressed copies
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(outputPath, file);
          const source = await fs.promises.readFile(target);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: brotliParams(source.length) }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([fs.promises.writeFile(`${target}.br`, br), fs.promises.writeFile(`${target}.gz`, gz)]);
        }),
      );
    });
  }
}

// brotliParams: scripts/lib/bundle-costs.mjs compresses as the build does (through createRequire, which knip does not follow)
module.exports = { PrecompressPlugin, brotliParams };
