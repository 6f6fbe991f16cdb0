const { CONSUME_SHARED, providedFiles, sharedChunksOf } = require('./preload-list.cjs');

/**
 * The shell's start-up code in a few files instead of twenty: its `bootstrap` chunk and
 * the chunks of the shared modules the first render needs (React, rxjs, single-spa, the
 * session, the UI kit's core, …). Module federation gives each shared module a chunk of
 * its own, so a first visit of /login fetched some twenty files of 0.5–8 KB: each costs a
 * response's headers, and compressed apart they lose what they have in common. They
 * always load together (the shell cannot render without any of them).
 *
 * A chunk cannot hold a shared module and code that consumes it: before a chunk runs,
 * the share scope loads what its code consumes, and that module's factory would wait for
 * the very chunk being loaded. So the chunks go in layers: those whose code consumes no
 * other start-up chunk's module first (React, rxjs, single-spa), then those consuming
 * only the first layer, and so on up to `bootstrap`; each layer becomes one file.
 *
 * Sharing is unchanged: each module is still provided and consumed by its own name. A
 * library that is large and changes rarely (`keepApart`, by shared name) stays a file of
 * its own, so a new shell release does not make browsers fetch it again.
 */
class StartupChunkPlugin {
  /** @param {{ group: string, keepApart?: string[] }} options */
  constructor({ group, keepApart = [] }) {
    this.group = group;
    this.keepApart = new Set(keepApart);
  }

  apply(compiler) {
    const { STAGE_ADVANCED } = compiler.webpack.OptimizationStages;
    compiler.hooks.thisCompilation.tap('StartupChunkPlugin', (compilation) => {
      // after splitChunks (STAGE_ADVANCED), which may have split these chunks further
      compilation.hooks.optimizeChunks.tap({ name: 'StartupChunkPlugin', stage: STAGE_ADVANCED + 1 }, () => {
        const group = compilation.namedChunkGroups.get(this.group);
        if (!group) throw new Error(`the start-up chunk "${this.group}" is not in the build`);
        const apart = new Set();
        const startup = new Set(group.chunks);
        for (const [key, chunks] of sharedChunksOf(compilation, group)) {
          for (const chunk of chunks) (this.keepApart.has(key) ? apart : startup).add(chunk);
        }
        for (const layer of layers(compilation, startup)) {
          const [target, ...rest] = layer.filter((chunk) => !apart.has(chunk));
          for (const chunk of rest) {
            if (!compilation.chunkGraph.canChunksBeIntegrated(target, chunk)) continue;
            compilation.chunkGraph.integrateChunks(target, chunk);
            compilation.chunks.delete(chunk);
          }
        }
      });
    });
  }
}

/**
 * The chunks by layer: a chunk's layer is one above the highest layer of the chunks
 * providing what its code consumes (0 when it consumes nothing of the others), so no
 * two chunks of one layer depend on each other.
 */
function layers(compilation, chunks) {
  const { chunkGraph } = compilation;
  const provided = providedFiles(compilation);
  const dependsOn = (chunk) => {
    const found = new Set();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      for (const other of provided.get(module.options.shareKey) ?? []) if (other !== chunk && chunks.has(other)) found.add(other);
    }
    return found;
  };
  const layerOf = new Map();
  const visit = (chunk, path) => {
    if (layerOf.has(chunk)) return layerOf.get(chunk);
    if (path.has(chunk)) throw new Error('the start-up chunks consume each other in a cycle');
    path.add(chunk);
    let layer = 0;
    for (const other of dependsOn(chunk)) layer = Math.max(layer, visit(other, path) + 1);
    path.delete(chunk);
    layerOf.set(chunk, layer);
    return layer;
  };
  for (const chunk of chunks) visit(chunk, new Set());
  const byLayer = [];
  for (const [chunk, layer] of layerOf) (byLayer[layer] ??= []).push(chunk);
  return byLayer.filter(Boolean);
}

module.exports = { StartupChunkPlugin, layers };
