// react-router-dom and rxjs are shared through short lists of names (react-router-dom.mjs,
// rxjs.mjs) so the first load does not carry all of both packages. A front end importing
// a name missing from a list would get `undefined` in the browser: this test fails first.
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', '..');
const SLIM = {
  'react-router-dom': { file: path.join(__dirname, 'react-router-dom.mjs'), real: () => require('react-router') },
  rxjs: { file: path.join(__dirname, 'rxjs.mjs'), real: () => require('rxjs') },
};

function exportedNames(file) {
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const [, list] of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return names;
}

function sourceFiles() {
  const dirs = fs
    .readdirSync(ROOT)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .map((name) => path.join(ROOT, name, 'src'))
    .concat(path.join(ROOT, 'shared', 'src'));
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}test${path.sep}`)) files.push(full);
    }
  };
  dirs.forEach(walk);
  return files;
}

/** Names imported as values (not `import type`, not `type X`) from `pkg` across the front ends. */
function importedNames(pkg) {
  const used = new Map();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, typeOnly, list] of text.matchAll(pattern)) {
      if (typeOnly) continue;
      for (const item of list.split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) used.set(name, path.relative(ROOT, file));
      }
    }
    if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+'${pkg}'|export\\s+\\*\\s+from\\s+'${pkg}'`).test(text)) {
      used.set('*', path.relative(ROOT, file));
    }
  }
  return used;
}

describe.each(Object.keys(SLIM))('the shared %s list', (pkg) => {
  const { file, real } = SLIM[pkg];

  it('exports every name the front ends import', () => {
    const exported = exportedNames(file);
    const missing = [...importedNames(pkg)].filter(([name]) => !exported.has(name)).map(([name, from]) => `${name} (${from})`);
    expect(missing).toEqual([]);
  });

  it('names only what the package has', () => {
    const pkgExports = real();
    const unknown = [...exportedNames(file)].filter((name) => pkgExports[name] === undefined);
    expect(unknown).toEqual([]);
  });
});
