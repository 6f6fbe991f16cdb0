import type { lazyTransport as LazyTransport } from './transport';

/** transport.ts afresh, with axios loaded by `axiosLoads` (which counts, or fails) */
function isolated(axiosLoads: () => unknown): typeof LazyTransport {
  jest.resetModules();
  jest.doMock('axios', axiosLoads);
  return jest.requireActual<{ lazyTransport: typeof LazyTransport }>('./transport').lazyTransport;
}

const rethrow = (error: unknown): never => {
  throw error;
};

describe('the API client transport', () => {
  it('loads axios at the first call, not with the client, and makes one instance for every call after', async () => {
    let loads = 0;
    const lazyTransport = isolated(() => {
      loads += 1;
      return jest.requireActual('axios');
    });
    const transport = lazyTransport(rethrow);
    expect(loads).toBe(0);
    expect(transport.ready()).toBeNull();
    const [first, second] = await Promise.all([transport.load(), transport.load()]);
    expect(first).toBe(second);
    expect(await transport.load()).toBe(first);
    expect(transport.ready()).toBe(first);
    expect(loads).toBe(1);
  });

  it('code that cannot be fetched fails the call as an unreachable server, and the next call fetches it again', async () => {
    let loads = 0;
    const lazyTransport = isolated(() => {
      loads += 1;
      if (loads === 1) throw new Error('Loading chunk axios failed');
      return jest.requireActual('axios');
    });
    const transport = lazyTransport(rethrow);
    await expect(transport.load()).rejects.toMatchObject({ isApiError: true, message: 'Network Error', response: undefined });
    expect(transport.ready()).toBeNull();
    await expect(transport.load()).resolves.toEqual(expect.any(Function));
    expect(loads).toBe(2);
  });
});
