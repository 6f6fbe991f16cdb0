import zlib from 'node:zlib';

/** Distinct pages kept compressed: a few routes × four languages × their variants. */
const KEPT = 64;

/**
 * The shell's page, brotli-compressed at the highest quality, once per distinct page.
 * The compression plugin works per answer at quality 4 (speed first, compression.ts);
 * the page is the same text for every visitor of a route in a language until a build or
 * the remotes manifest changes it, so it is compressed once and kept: /login's page (its
 * markup and inlined style sheets, some 35 KB) is about 1.5 KB smaller at quality 11.
 * The least recently used page is dropped past `KEPT`.
 */
export function createPageCompressor(kept = KEPT): (page: string) => Buffer {
  const pages = new Map<string, Buffer>();
  return (page) => {
    let compressed = pages.get(page);
    if (compressed) {
      pages.delete(page);
    } else {
      compressed = zlib.brotliCompressSync(page, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
      });
      if (pages.size >= kept) pages.delete(pages.keys().next().value as string);
    }
    pages.set(page, compressed);
    return compressed;
  };
}

/** Whether the request's Accept-Encoding takes brotli (not refused with q=0). */
export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean {
  return String(acceptEncoding ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().split(';');
      if (coding.trim().toLowerCase() !== 'br') return false;
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
      return !q || Number(q[1]) > 0;
    });
}
