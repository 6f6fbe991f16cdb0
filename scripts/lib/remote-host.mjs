import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';

/**
 * Serves one remote's build on its own origin, as a team deploying independently would
 * (any static host or CDN does the same). CORS lets the shell read its manifest.
 */
export async function startRemoteHost({ distDir, port, host = '127.0.0.1' }) {
  // close() ends open connections too: a browser's keep-alive one would otherwise hold the
  // test's teardown until it timed out
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(fastifyCors, { origin: true });
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    setHeaders(reply, filePath) {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (/(remoteEntry\.js|mf-manifest\.json)$/.test(filePath)) reply.header('Cache-Control', 'no-cache');
    },
  });
  await app.listen({ port, host });
  return { url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`, close: () => app.close() };
}
