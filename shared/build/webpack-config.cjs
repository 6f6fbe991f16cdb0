const path = require('path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { sharedModules } = require('./shared-modules.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');
const { KeepReleasesPlugin, keepHashed } = require('./keep-releases.cjs');
const { ChunkRetryPlugin } = require('./chunk-retry.cjs');
const { releaseLabelPlugins } = require('./release-label.cjs');
const { PreloadListPlugin, hostStartPoints, remoteStartPoints } = require('./preload-list.cjs');
const { PageSheetsPlugin, prerenderConfig } = require('./prerender.cjs');
const { StartupChunkPlugin } = require('./startup-chunk.cjs');
const { offlinePlugins } = require('./offline-build.cjs');
const ports = require('./ports.cjs');
const registry = require('../src/remotes/registry.json');

const SHARED_SRC = path.resolve(__dirname, '..', 'src');
const REACT_ROUTER_DIR = path.dirname(require.resolve('react-router/package.json', { paths: [SHARED_SRC] }));
// axios's fetch adapter is never used in a browser (see axios-no-fetch-adapter.cjs)
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const AXIOS_NO_FETCH_ADAPTER = path.join(__dirname, 'axios-no-fetch-adapter.cjs');
// docs/product-rules.md#r-load-2: chunk load timeout 120 seconds.
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function swcRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        },
      },
    },
  };
}

// Style sheets are files (linked, not injected by JavaScript): the page can paint as
// soon as they arrive, and no inline <style> is needed. The UI kit's sheets go in a
// cascade layer (css-layer-loader.cjs), so a remote's own sheets win over them whatever
// order the files arrive in; tokens.css only defines custom properties.
const CSS_LAYER_LOADER = path.join(__dirname, 'css-layer-loader.cjs');
const isKitSheet = (resource) => resource.startsWith(SHARED_SRC + path.sep) && !resource.endsWith(`${path.sep}tokens.css`);

/**
 * CSS Modules' class names. The remote's name in every class keeps remotes from restyling
 * each other. The UI kit's classes carry no build's name: the kit is one module at run
 * time whichever build provides it, and markup prerendered by a remote must use the same
 * names as the kit the shell provides in the browser.
 */
function cssModuleOptions(name, production) {
  return (kit) => {
    const prefix = kit ? 'sd' : name;
    return {
      localIdentName: production ? `${prefix}_[hash:base64:6]` : `${prefix}__[name]__[local]`,
      namedExport: false,
      exportLocalsConvention: 'as-is',
    };
  };
}

function cssRules(name, production) {
  const options = cssModuleOptions(name, production);
  const cssModules = (kit) => ({ loader: 'css-loader', options: { modules: options(kit) } });
  const plainLoaders = [MiniCssExtractPlugin.loader, 'css-loader'];
  return [
    {
      test: /\.css$/,
      oneOf: [
        { test: /\.module\.css$/, include: isKitSheet, use: [MiniCssExtractPlugin.loader, cssModules(true), CSS_LAYER_LOADER] },
        { test: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, cssModules(false)] },
        { include: isKitSheet, use: [...plainLoaders, CSS_LAYER_LOADER] },
        { use: plainLoaders },
      ],
    },
  ];
}

/** A remote's federation name: the registry entry whose folder `dir` is. */
function remoteNameOf(dir) {
  const folder = path.basename(dir);
  const entry = Object.entries(registry).find(([, remote]) => remote.dir === folder);
  if (!entry) throw new Error(`${folder} is not in the remote registry (shared/src/remotes/registry.json)`);
  return entry[0];
}

/**
 * One webpack configuration for the shell and every remote.
 *
 * @param {object} opts
 * @param {string} opts.dir        the package directory (__dirname of its webpack.config.js)
 * @param {string} [opts.name]     the shell's federation name; a remote's comes from the registry
 * @param {Record<string,string>} [opts.exposes] modules the remote exposes
 * @param {boolean} [opts.host]    true for the shell
 * @param {Function} [opts.serviceWorker] the shell's: Workbox's InjectManifest, to build its service worker (offline-build.cjs)
 * @param {{ entry: string, pages: Array<{ url: string, folder: string, variants?: string[] }> }} [opts.prerender]
 *   pages a production build also renders to HTML (see prerender.cjs): `entry` exports
 *   renderPage; each page's `folder` holds its components (for its style sheets);
 *   `variants` are other addresses of that page drawn too (e.g. with a query)
 */
function createWebpackConfig({ dir, name: hostName = 'shell', exposes = {}, host = false, prerender = null, serviceWorker = null }) {
  const name = host ? hostName : remoteNameOf(dir);
  return (env = {}, argv = {}) => {
    const production = argv.mode === 'production';
    const standalone = Boolean(env.standalone);
    const port = ports[name];
    const entry = {};
    if (host) entry.main = path.join(dir, 'src', 'index.ts');
    if (standalone) entry.main = path.join(__dirname, 'standalone', 'index.ts');
    const prerendering = Boolean(prerender) && production && !standalone;
    let pageSheets = {};

    const browser = {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dir,
      entry,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host || standalone ? '/' : 'auto',
        // Entry files keep a plain name: under webpack 5.111 the federation runtime cannot
        // compute a content hash for an entry chunk (module-federation/core#5077). The page
        // loads them with a ?hash query and the server has browsers revalidate them.
        filename: production && !host && !standalone ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        // a production build keeps the hashed files of the releases before it (keep-releases.cjs)
        clean: production && !standalone ? { keep: keepHashed } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // a dynamic import in the shared library names its module as the compiled file
        // (`./x.js`: TypeScript's Node16 rule for import()); here that is the source
        extensionAlias: { '.js': ['.tsx', '.ts', '.js'] },
        // rxjs's ES2015 modules: classes as classes, without the ES5 helper code
        conditionNames: ['es2015', '...'],
        alias: {
          // Remotes compile the shared library from source; it is still one module at
          // run time because federation shares it as a singleton.
          '@studydesk/shared': SHARED_SRC,
          // The browser part of react-router only (see react-router-dom.mjs), from its
          // production build when building for production.
          'react-router-dom$': path.join(__dirname, 'react-router-dom.mjs'),
          'react-router$': path.join(REACT_ROUTER_DIR, 'dist', production ? 'production' : 'development', 'index.mjs'),
          // The operators the front ends use, not all of rxjs (see rxjs.mjs).
          rxjs$: path.join(__dirname, 'rxjs.mjs'),
          ...(standalone ? { '@studydesk/standalone-app': path.join(dir, 'src', 'main.tsx') } : {}),
        },
      },
      module: { rules: [swcRule(production), ...cssRules(name, production), { test: AXIOS_FETCH_ADAPTER, loader: AXIOS_NO_FETCH_ADAPTER }] },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.STUDYDESK_API_URL': JSON.stringify(process.env.STUDYDESK_API_URL ?? ''),
          __STANDALONE_NAME__: JSON.stringify(name),
        }),
        new ModuleFederationPlugin({
          name,
          // The shell exposes nothing, but a named container file keeps the federation
          // runtime from deriving one from the content-hashed pattern (which it cannot).
          filename: 'remoteEntry.js',
          exposes: host ? undefined : exposes,
          shared: sharedModules(dir),
          // A shared module is taken from what is loaded, or else the registered copy of the
          // highest version. Under the default, 'version-first', the first shared import of
          // any app (the shell's time zone code, a remote's first module) fetched and started
          // the entry of every registered remote to compare versions first: a teacher's
          // sign-in waited for the admin's and the student's entries before its first data
          // call. Every app here is built from one lockfile, so the versions are the same.
          shareStrategy: 'loaded-first',
          manifest: !host,
          dts: false,
          // The federation runtime is downloaded once: the shell provides it and every
          // remote's entry uses that copy (27 KB gzip less per remote). A standalone dev
          // build has no shell, so it keeps its own.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
            // Browser builds only: the runtime leaves out its Node.js loading code.
            optimization: { target: 'web' },
          },
        }),
        // The plugin that hands the runtime to the remotes is found by require.resolve, which
        // gives its CommonJS build: that pulled in the CommonJS copy of the runtime beside
        // the ES module copy the shell already has (main.js 94 → 191 KB). Its ES build
        // imports the same copy.
        ...(host
          ? [
              new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
                resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
              }),
            ]
          : []),
        new MiniCssExtractPlugin({
          filename: production && !host && !standalone ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
          // CSS Modules scope every class, so the order of two remotes' sheets never matters.
          ignoreOrder: true,
        }),
        ...(host || standalone
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: 'StudyDesk',
                scriptLoading: 'defer',
                hash: production,
              }),
            ]
          : []),
        ...(standalone ? [] : [new PreloadListPlugin({ startPoints: host ? hostStartPoints : remoteStartPoints(exposes) })]),
        // the shell's first render from a few files, React's DOM part beside them (startup-chunk.cjs)
        ...(host && production ? [new StartupChunkPlugin({ group: 'bootstrap', keepApart: ['react-dom/client'] })] : []),
        // the web app manifest and the service worker (offline-build.cjs)
        ...(serviceWorker && production ? offlinePlugins(dir, serviceWorker) : []),
        ...(prerendering ? [new PageSheetsPlugin(prerender.pages, (sheets) => (pageSheets = sheets))] : []),
        ...(production ? [new PrecompressPlugin()] : []),
        ...(production && !standalone ? [new KeepReleasesPlugin()] : []),
        // STUDYDESK_RELEASE: which release each file is of (release-label.cjs)
        ...releaseLabelPlugins(name),
        // a chunk that fails is asked for again, then the shell offers a reload (chunk-retry.cjs)
        new ChunkRetryPlugin(),
      ],
      optimization: {
        // swc's minifier (the same @swc/core that compiles the sources) instead of terser:
        // it took half of each bundle's build time (the largest remote: 12 of 25 CPU
        // seconds) for output of the same size
        minimizer: [
          new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 1 }, mangle: true } }),
          // Style sheets too (lightningcss): they went out with their comments and indentation,
          // and the prerendered pages inline theirs (/login's HTML 6.8 -> 5.6 KB brotli)
          new MinimizerPlugin({ test: /\.css(\?.*)?$/i, minify: MinimizerPlugin.lightningCssMinify }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: port,
        historyApiFallback: host || standalone,
        hot: false,
        liveReload: true,
        headers: host ? {} : { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/v1', '/remotes.json', '/mf', '/uploads'],
            target: `http://127.0.0.1:${process.env.PORT || 8080}`,
          },
        ],
      },
    };
    if (!prerendering) return browser;
    return [
      browser,
      prerenderConfig({
        dir,
        entry: prerender.entry,
        pages: prerender.pages,
        production,
        base: { resolve: browser.resolve, swcRule: browser.module.rules[0], define: browser.plugins[0] },
        cssModuleOptions: cssModuleOptions(name, production),
        kitSheet: isKitSheet,
        sheets: () => pageSheets,
      }),
    ];
  };
}

module.exports = { createWebpackConfig };
