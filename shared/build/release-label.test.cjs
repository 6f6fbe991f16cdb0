/**
 * @jest-environment node
 */
// A build's release label (release-label.cjs, docs/architecture.md#version-skew): a comment
// at the head of each file that survives the minifier and renames the hashed files.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { releaseLabelPlugins } = require('./release-label.cjs');

/** A production build of a two-chunk app, minified as the apps are; answers its files. */
function build(env) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-label-'));
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./screen.js').then((m) => console.log(m.screen));\n");
  fs.writeFileSync(path.join(dir, 'screen.js'), "/*! a licence */\nexport const screen = 'lesson history';\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: 'screen.[contenthash:8].js' },
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { mangle: true } })] },
    plugins: releaseLabelPlugins('mf_test', env),
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const out = path.join(dir, 'dist');
      const files = Object.fromEntries(fs.readdirSync(out).map((file) => [file, fs.readFileSync(path.join(out, file), 'utf8')]));
      fs.rmSync(dir, { recursive: true, force: true });
      compiler.close(() => resolve(files));
    });
  });
}

const screenOf = (files) => Object.keys(files).find((file) => /^screen\.[0-9a-f]{8}\.js$/.test(file));

describe("a build's release label", () => {
  jest.setTimeout(30_000);

  it('heads every file with its release, after minifying, and gives the hashed files new names', async () => {
    const plain = await build({});
    const labelled = await build({ STUDYDESK_RELEASE: '2026-12-02.1' });
    const screen = screenOf(labelled);
    expect(labelled[screen].startsWith('/*! StudyDesk mf_test release 2026-12-02.1 */\n')).toBe(true);
    expect(screen).not.toBe(screenOf(plain));
    expect(Object.values(plain).some((text) => text.includes('StudyDesk'))).toBe(false);
    // the source map counts the label's line: its first line maps nothing
    expect(JSON.parse(labelled[`${screen}.map`]).mappings.startsWith(';')).toBe(true);
    // another label, other names again; the same label, the same names
    expect(screenOf(await build({ STUDYDESK_RELEASE: '2026-12-02.2' }))).not.toBe(screen);
    expect(screenOf(await build({ STUDYDESK_RELEASE: '2026-12-02.1' }))).toBe(screen);
  });

  it('refuses a label that could end its comment', () => {
    expect(() => releaseLabelPlugins('mf_test', { STUDYDESK_RELEASE: 'x */ alert(1) /*' })).toThrow(/STUDYDESK_RELEASE/);
  });
});
