import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less from compression than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers made per request (API JSON, the shell's page) for clients that ask
 * for it (Accept-Encoding: br or gzip), above 1 KB, with `Vary: Accept-Encoding`. A client
 * that does not ask gets the body as is. Static files are compressed at build time and
 * sent as they are (static-files.ts): an answer that already has a Content-Encoding is
 * left alone. Brotli at quality 4: per request, speed matters more than the last bytes.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } },
      zlibOptions: { level: 6 },
      // request bodies are small JSON and are read as sent, as before
      globalDecompression: false,
    });
  },
  { name: 'studydesk-compression' },
);
