const path = require('path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { sharedModules } = require('./shared-modules.cjs');
const ports = require('./ports.cjs');
const registry = require('../src/remotes/registry.json');

const SHARED_SRC = path.resolve(__dirname, '..', 'src');
// spec §9: chunk load timeout 120 seconds.
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

function cssRules(name, production) {
  return [
    {
      test: /\.module\.css$/,
      use: [
        'style-loader',
        {
          loader: 'css-loader',
          options: {
            modules: {
              // The remote's name in every class keeps remotes from restyling each other.
              localIdentName: production ? `${name}_[hash:base64:6]` : `${name}__[name]__[local]`,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        },
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', 'css-loader'] },
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
 */
function createWebpackConfig({ dir, name: hostName = 'shell', exposes = {}, host = false }) {
  const name = host ? hostName : remoteNameOf(dir);
  return (env = {}, argv = {}) => {
    const production = argv.mode === 'production';
    const standalone = Boolean(env.standalone);
    const port = ports[name];
    const entry = {};
    if (host) entry.main = path.join(dir, 'src', 'index.ts');
    if (standalone) entry.main = path.join(__dirname, 'standalone', 'index.ts');

    return {
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
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          // Remotes compile the shared library from source; it is still one module at
          // run time because federation shares it as a singleton.
          '@studydesk/shared': SHARED_SRC,
          ...(standalone ? { '@studydesk/standalone-app': path.join(dir, 'src', 'main.tsx') } : {}),
        },
      },
      module: { rules: [swcRule(production), ...cssRules(name, production)] },
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
          manifest: !host,
          dts: false,
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
      ],
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
  };
}

module.exports = { createWebpackConfig, remoteNameOf, CHUNK_LOAD_TIMEOUT_MS };
