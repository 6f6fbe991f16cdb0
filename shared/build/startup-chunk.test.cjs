// The shell's start-up chunks are merged by layer (startup-chunk.cjs): a file holding a
// shared module and code consuming it would wait for itself in the browser, and the page
// would never start. These tests build a small chunk graph and check the layers.
const { layers } = require('./startup-chunk.cjs');

/** chunks by name; `consumes`: the shared names each chunk's code consumes; `provides`: name → chunks */
function graph(consumes, provides) {
  const chunks = new Map(Object.keys(consumes).map((name) => [name, { name }]));
  const modulesOf = new Map(
    [...chunks].map(([name, chunk]) => [chunk, consumes[name].map((shareKey) => ({ type: 'consume-shared-module', options: { shareKey } }))]),
  );
  const blocks = new Map();
  const modules = Object.entries(provides).map(([key, names]) => {
    const block = {};
    blocks.set(block, { chunks: names.map((name) => chunks.get(name)) });
    return { type: 'provide-module', _name: key, blocks: [block] };
  });
  const compilation = {
    modules,
    chunkGraph: { getChunkModulesIterable: (chunk) => modulesOf.get(chunk), getBlockChunkGroup: (block) => blocks.get(block) },
  };
  const names = (result) => result.map((layer) => layer.map((chunk) => chunk.name).sort());
  return { compilation, chunks: new Set(chunks.values()), names };
}

describe('the start-up chunks in layers', () => {
  it('puts what consumes nothing first and each consumer above what it consumes', () => {
    const { compilation, chunks, names } = graph(
      { react: [], rxjs: [], session: ['rxjs'], kit: ['react'], bootstrap: ['react', 'session', 'kit'] },
      { react: ['react'], rxjs: ['rxjs'], session: ['session'], kit: ['kit'] },
    );
    expect(names(layers(compilation, chunks))).toEqual([['react', 'rxjs'], ['kit', 'session'], ['bootstrap']]);
  });

  it('never puts a chunk with the module it consumes, through any chunk of that module', () => {
    // the session's copy spans two chunks; the part shared with the API client is one of them
    const { compilation, chunks, names } = graph(
      { rxjs: [], client: ['rxjs'], session: ['rxjs'], bootstrap: ['session'] },
      { rxjs: ['rxjs'], session: ['session', 'client'] },
    );
    const result = names(layers(compilation, chunks));
    expect(result).toEqual([['rxjs'], ['client', 'session'], ['bootstrap']]);
  });

  it('leaves out chunks that are not part of the start', () => {
    const { compilation, chunks, names } = graph({ a: ['late'], late: [] }, { late: ['late'] });
    const start = new Set([...chunks].filter((chunk) => chunk.name === 'a'));
    expect(names(layers(compilation, start))).toEqual([['a']]);
  });

  it('refuses chunks that consume each other', () => {
    const { compilation, chunks } = graph({ a: ['b'], b: ['a'] }, { a: ['a'], b: ['b'] });
    expect(() => layers(compilation, chunks)).toThrow(/cycle/);
  });
});
