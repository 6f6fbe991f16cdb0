/** The file the server reads to write preload hints into the shell's page. */
const PRELOAD_FILE = 'preload.json';

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * Writes preload.json: for each start point of the build (the shell's `bootstrap` chunk,
 * each exposed module of a remote), the files the browser fetches before that code can
 * run, so the server can name them in the page and the browser fetches them all at once
 * instead of one step after another:
 *
 *   { "./app": { "files": ["__federation_expose_app.1a2b3c4d.js", "…css"],
 *                "shared": { "react-router-dom": ["5745.1a2e7764.js"], … } } }
 *
 * `files` are the start point's own chunks; `shared` lists each shared module it needs at
 * once (directly or through another shared module) with the chunks of this build's copy
 * as the share scope loads them; the server leaves out those the shell has loaded.
 *
 * @param {{ startPoints: (compilation: import('webpack').Compilation) => Map<string, import('webpack').ChunkGroup> }} options
 */
class PreloadListPlugin {
  constructor({ startPoints }) {
    this.startPoints = startPoints;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const list = {};
        for (const [name, group] of this.startPoints(compilation)) list[name] = describe(compilation, group);
        compilation.emitAsset(PRELOAD_FILE, new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
      });
    });
  }
}

function filesOf(chunks) {
  const files = new Set();
  for (const chunk of chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  return [...files].sort();
}

/**
 * A shared module reaches the code it runs through the share scope: the factory this
 * build registers there (its provide module) loads its own chunks, which are not the
 * consuming module's fallback chunks even when they hold the same code.
 */
function providedFiles(compilation) {
  const { chunkGraph } = compilation;
  const byKey = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED) continue;
    const chunks = module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
    byKey.set(module._name, chunks);
  }
  return byKey;
}

/**
 * The shared modules a start point needs at once (directly or through another shared
 * module), each with the chunks of this build's copy as the share scope loads them (an
 * eager one has none of its own). Works from the chunk graph, so it serves both while
 * chunks are optimized (startup-chunk.cjs) and once the files are written.
 *
 * @returns {Map<string, import('webpack').Chunk[]>}
 */
function sharedChunksOf(compilation, group) {
  const { chunkGraph } = compilation;
  const provided = providedFiles(compilation);
  const shared = new Map();
  const visit = (chunks) => {
    for (const chunk of chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        const key = module.options.shareKey;
        if (shared.has(key)) continue;
        const sharedChunks = provided.get(key) ?? [];
        shared.set(key, sharedChunks);
        visit(sharedChunks);
      }
    }
  };
  visit(group.chunks);
  return shared;
}

function describe(compilation, group) {
  const shared = {};
  for (const [key, chunks] of sharedChunksOf(compilation, group)) shared[key] = filesOf(chunks);
  return { files: filesOf(group.chunks), shared };
}

/** The shell: what its entry loads before it renders (index.ts imports it as `bootstrap`). */
function hostStartPoints(compilation) {
  const group = compilation.namedChunkGroups.get('bootstrap');
  if (!group) throw new Error('the shell imports its start-up code as the chunk "bootstrap" (shell/src/index.ts)');
  return new Map([['bootstrap', group]]);
}

/** A remote: each exposed module, under the name it is exposed as ('./app'). */
function remoteStartPoints(exposes) {
  return (compilation) => {
    const points = new Map();
    for (const exposed of Object.keys(exposes)) {
      // the federation plugin names an exposed module's chunk after it: ./profile-form → __federation_expose_profile_form
      const chunkName = `__federation_expose_${exposed.replace(/^\.\//, '').replace(/[^a-zA-Z0-9_]/g, '_')}`;
      const group = compilation.namedChunkGroups.get(chunkName);
      if (group) points.set(exposed, group);
    }
    return points;
  };
}

module.exports = { PreloadListPlugin, hostStartPoints, remoteStartPoints, sharedChunksOf, providedFiles, CONSUME_SHARED };
