const fs = require('fs');
const path = require('path');
const webpack = require('webpack');

/** Where a remote's prerendered pages go in its dist: one file per language, `prerender/<lang>.json`. */
const PRERENDER_DIR = 'prerender';
const DICTIONARY_DIR = path.resolve(__dirname, '..', '..', 'server', 'src', 'seed', 'dictionary');

/** The dictionaries the pages are drawn in: every language the seed dictionary has. */
function seedDictionaries() {
  return fs
    .readdirSync(DICTIONARY_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ language: path.basename(file, '.json'), translations: JSON.parse(fs.readFileSync(path.join(DICTIONARY_DIR, file), 'utf8')) }));
}

/** The source files of a module (a concatenated module holds several). */
const resourcesOf = (module) => (module.modules ? [...module.modules] : [module]).map((inner) => inner.resource ?? '');

/**
 * Records, in the browser build, the style sheets each prerendered page needs: those of
 * the remote's `./app` chunks and of the lazy chunks holding a page's own folder (the
 * UI kit's sheets come with the shell's page). Read by PrerenderPagesPlugin afterwards.
 */
class PageSheetsPlugin {
  constructor(pages, record) {
    this.pages = pages;
    this.record = record;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageSheetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageSheetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const sheetsOf = (chunks) => chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.css')));
        const app = compilation.namedChunkGroups.get('__federation_expose_app');
        const common = app ? sheetsOf(app.chunks) : [];
        const byPage = {};
        for (const page of this.pages) {
          const folder = path.join(compiler.context, page.folder) + path.sep;
          const own = [...compilation.chunks].filter((chunk) =>
            [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => resourcesOf(module).some((resource) => resource.startsWith(folder))),
          );
          byPage[page.url] = [...new Set([...common, ...sheetsOf(own)])].sort();
        }
        this.record(byPage);
      });
    });
  }
}

/**
 * After the server-side bundle is written: runs it once per language and page in a
 * window-like document (jsdom) at the page's address, and writes
 * `dist/prerender/<lang>.json`: `{ language, pages: { "/login": { html, css: [...] } } }`.
 * The markup is what the remote's own components render with the seed dictionary, so
 * the browser hydrates it instead of drawing it again.
 */
class PrerenderPagesPlugin {
  constructor({ pages, distDir, sheets, production }) {
    this.production = production;
    this.pages = pages;
    this.distDir = distDir;
    this.sheets = sheets;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPagesPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const bundle = path.join(compilation.getPath(compiler.outputPath), 'prerender.cjs');
      const { JSDOM } = require('jsdom');
      const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
      // the browser globals the components (and react-dom) look at, from that document
      const globals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history', 'HTMLElement', 'HTMLInputElement', 'Element', 'Node'];
      const saved = Object.fromEntries(globals.map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)]));
      const savedEnv = process.env.NODE_ENV;
      for (const key of globals) Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
      // React's production build, as the browser gets it
      if (this.production) process.env.NODE_ENV = 'production';
      try {
        delete require.cache[bundle];
        const { renderPage } = require(bundle);
        const outDir = path.join(this.distDir, PRERENDER_DIR);
        fs.mkdirSync(outDir, { recursive: true });
        const sheets = this.sheets();
        for (const { language, translations } of seedDictionaries()) {
          const pages = {};
          for (const page of this.pages) {
            for (const url of [page.url, ...(page.variants ?? [])]) {
              dom.reconfigure({ url: `http://localhost${url}` });
              pages[url] = { html: await renderPage({ language, translations }), css: sheets[page.url] ?? [] };
            }
          }
          fs.writeFileSync(path.join(outDir, `${language}.json`), `${JSON.stringify({ language, pages })}\n`);
        }
      } finally {
        for (const key of globals) {
          if (saved[key]) Object.defineProperty(globalThis, key, saved[key]);
          else delete globalThis[key];
        }
        process.env.NODE_ENV = savedEnv;
        dom.window.close();
      }
    });
  }
}

/**
 * The second half of a remote's build when it prerenders pages: its components compiled
 * for Node (class names computed exactly as the browser build does, no style sheets
 * written), run by PrerenderPagesPlugin. React stays outside the bundle so the bundle and
 * react-dom/static use one copy.
 */
function prerenderConfig({ dir, entry, pages, production, base, cssModuleOptions, kitSheet, sheets }) {
  const cssModule = (kit) => ({
    loader: 'css-loader',
    options: { modules: { ...cssModuleOptions(kit), exportOnlyLocals: true } },
  });
  return {
    name: 'prerender',
    dependencies: ['browser'],
    target: 'node',
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: false,
    entry: { prerender: path.join(dir, entry) },
    output: { path: path.join(dir, '.prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: base.resolve,
    // axios: the pages make no call while they are drawn (the client imports it at its first call)
    externals: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-dom/static', 'react-dom/server', 'jsdom', 'axios'].reduce(
      (all, request) => ({ ...all, [request]: `commonjs ${request}` }),
      {},
    ),
    module: {
      rules: [
        base.swcRule,
        {
          test: /\.css$/,
          oneOf: [
            { test: /\.module\.css$/, include: kitSheet, use: [cssModule(true)] },
            { test: /\.module\.css$/, use: [cssModule(false)] },
            // plain sheets (the tokens) carry no class names the markup needs
            { type: 'asset/source' },
          ],
        },
      ],
    },
    plugins: [
      base.define,
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new PrerenderPagesPlugin({ pages, distDir: path.join(dir, 'dist'), sheets, production }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { PageSheetsPlugin, prerenderConfig };
