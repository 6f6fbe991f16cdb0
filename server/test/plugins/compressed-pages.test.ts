import zlib from 'node:zlib';
import { acceptsBrotli, createPageCompressor } from '../../src/plugins/compressed-pages';

describe('the compressed shell page', () => {
  const page = (n: number) => `<!doctype html><title>page ${n}</title>${'<p>StudyDesk</p>'.repeat(200)}`;

  it('is smaller than per-answer compression and decompresses to the page', () => {
    const compress = createPageCompressor();
    const compressed = compress(page(1));
    expect(zlib.brotliDecompressSync(compressed).toString()).toBe(page(1));
    const quick = zlib.brotliCompressSync(page(1), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(compressed.length).toBeLessThanOrEqual(quick.length);
  });

  it('is compressed once per distinct page and drops the least recently used past its limit', () => {
    const spy = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      const compress = createPageCompressor(2);
      compress(page(1));
      compress(page(2));
      compress(page(1));
      expect(spy).toHaveBeenCalledTimes(2);
      compress(page(3)); // page 2 was used least recently: dropped
      compress(page(1));
      expect(spy).toHaveBeenCalledTimes(3);
      compress(page(2));
      expect(spy).toHaveBeenCalledTimes(4);
    } finally {
      spy.mockRestore();
    }
  });

  it('reads whether a client takes brotli from Accept-Encoding', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
