/**
 * @jest-environment node
 */
// A build keeps the hashed files of the two releases before it and prunes older ones
// (keep-releases.cjs, docs/architecture.md#version-skew).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { KeepReleasesPlugin, keepHashed } = require('./keep-releases.cjs');

/** Runs the plugin as webpack would after a build that wrote `files` into `dist`. */
async function build(dist, files) {
  for (const file of files) {
    fs.writeFileSync(path.join(dist, file), file);
    if (file.endsWith('.js')) fs.writeFileSync(path.join(dist, `${file}.br`), file);
  }
  let done;
  new KeepReleasesPlugin({ keep: 3 }).apply({ outputPath: dist, hooks: { done: { tapPromise: (_name, fn) => (done = fn) } } });
  await done({ hasErrors: () => false, compilation: { getPath: (p) => p, getAssets: () => files.map((name) => ({ name })) } });
}

describe('the releases a build keeps', () => {
  it('keeps the hashed files of this build and the two before it, with their compressed copies and licence texts, and prunes the rest', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-releases-'));
    try {
      await build(dist, ['remoteEntry.js', '101.aaaaaaa1.js', '101.aaaaaaa1.js.LICENSE.txt', 'main.aaaaaaa1.css']);
      await build(dist, ['remoteEntry.js', '101.bbbbbbb2.js', '101.bbbbbbb2.js.LICENSE.txt', 'main.aaaaaaa1.css']);
      // the same files again is no new release
      await build(dist, ['remoteEntry.js', '101.bbbbbbb2.js', '101.bbbbbbb2.js.LICENSE.txt', 'main.aaaaaaa1.css']);
      await build(dist, ['remoteEntry.js', '101.ccccccc3.js', 'main.ccccccc3.css']);
      expect(fs.existsSync(path.join(dist, '101.aaaaaaa1.js'))).toBe(true);
      await build(dist, ['remoteEntry.js', '101.ddddddd4.js', 'main.ccccccc3.css']);
      const left = fs.readdirSync(dist).sort();
      expect(left).toEqual([
        '101.bbbbbbb2.js', '101.bbbbbbb2.js.LICENSE.txt', '101.bbbbbbb2.js.br', '101.ccccccc3.js', '101.ccccccc3.js.br', '101.ddddddd4.js', '101.ddddddd4.js.br',
        'main.aaaaaaa1.css', 'main.ccccccc3.css', 'releases.json', 'remoteEntry.js', 'remoteEntry.js.br',
      ]);
      expect(JSON.parse(fs.readFileSync(path.join(dist, 'releases.json'), 'utf8'))).toHaveLength(3);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('lets output.clean remove only what carries no hash', () => {
    expect(keepHashed('101.aaaaaaa1.js')).toBe(true);
    expect(keepHashed('101.aaaaaaa1.js.map')).toBe(true);
    expect(keepHashed('101.aaaaaaa1.js.gz')).toBe(true);
    expect(keepHashed('101.aaaaaaa1.js.LICENSE.txt')).toBe(true);
    expect(keepHashed('remoteEntry.js')).toBe(false);
    expect(keepHashed('mf-manifest.json')).toBe(false);
  });
});
