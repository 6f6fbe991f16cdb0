const webpack = require('webpack');

const { RuntimeGlobals, RuntimeModule, Template } = webpack;

/**
 * The window event that says a new version of StudyDesk is deployed and the page should
 * be reloaded (docs/architecture.md#version-skew): dispatched here when a chunk cannot be
 * loaded even with a fresh address, and by the service worker when a new one waits; the
 * shell's prompt shows on it.
 */
const NEW_VERSION_EVENT = 'studydesk:new-version';

/**
 * A chunk that fails to load (a 404 after its files were pruned, a cached failure, a
 * network hiccup) is asked for once more with a cache-busting query; if that fails too,
 * the page dispatches NEW_VERSION_EVENT and the import rejects as before (the area shows
 * its own error). Wraps `__webpack_require__.e`, which loads every chunk of the app (its
 * scripts and style sheets, the federated modules it exposes); webpack's JSONP and CSS
 * loaders reset a failed chunk, so the second `ensure` makes a new request.
 */
class ChunkRetryRuntimeModule extends RuntimeModule {
  constructor() {
    // after the chunk loading handlers and file names are defined
    super('chunk retry', RuntimeModule.STAGE_TRIGGER);
  }

  generate() {
    const req = RuntimeGlobals.require;
    return Template.asString([
      'var busted = {};',
      'var withQuery = function(name) { return function(id) { var file = name(id); return busted[id] ? file + (file.indexOf("?") < 0 ? "?" : "&") + "retry=" + busted[id] : file; }; };',
      `if (${RuntimeGlobals.getChunkScriptFilename}) ${RuntimeGlobals.getChunkScriptFilename} = withQuery(${RuntimeGlobals.getChunkScriptFilename});`,
      `if (${req}.miniCssF) ${req}.miniCssF = withQuery(${req}.miniCssF);`,
      'var announce = function() {',
      Template.indent([`try { window.dispatchEvent(new CustomEvent(${JSON.stringify(NEW_VERSION_EVENT)})); } catch (e) {}`]),
      '};',
      `var ensure = ${RuntimeGlobals.ensureChunk};`,
      `${RuntimeGlobals.ensureChunk} = function(id) {`,
      Template.indent([
        'return ensure(id).catch(function(error) {',
        Template.indent([
          'if (busted[id]) { announce(); throw error; }',
          'busted[id] = Date.now();',
          'return ensure(id).catch(function(again) { announce(); throw again; });',
        ]),
        '});',
      ]),
      '};',
    ]);
  }
}

class ChunkRetryPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkRetryPlugin', (compilation) => {
      const added = new WeakSet();
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunkHandlers).tap('ChunkRetryPlugin', (chunk, set) => {
        if (added.has(chunk)) return;
        added.add(chunk);
        set.add(RuntimeGlobals.ensureChunk);
        compilation.addRuntimeModule(chunk, new ChunkRetryRuntimeModule());
      });
    });
  }
}

module.exports = { ChunkRetryPlugin };
