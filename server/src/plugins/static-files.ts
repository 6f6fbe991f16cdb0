import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTES, defaultRemotesManifest } from '@studydesk/shared/remotes';
import type { ServerConfig } from '../config';

// Entry files must be re-fetched on every load so a redeployed remote is picked up;
// everything else carries a content hash in its name and never changes.
const ALWAYS_FRESH = /(^|\/)(index\.html|main\.js|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('X-Content-Type-Options', 'nosniff');
  if (ALWAYS_FRESH.test(filePath)) reply.header('Cache-Control', 'no-cache');
  else if (HASHED.test(filePath)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
}

/**
 * Serves the built shell at / and every remote at /mf/<name>/, and /remotes.json, the
 * run-time manifest that tells the shell where each remote lives.
 */
export async function staticFiles(app: FastifyInstance, config: ServerConfig) {
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (config.remotesFile) {
      const text = await fs.promises.readFile(config.remotesFile, 'utf8');
      return reply.type('application/json').send(text);
    }
    return defaultRemotesManifest();
  });

  const root = config.staticRoot;
  const shellDist = root ? path.join(root, 'shell', 'dist') : '';
  const hasShell = root !== null && fs.existsSync(path.join(shellDist, 'index.html'));
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      // `/` itself is a page of the shell (it redirects to /login in the browser)
      index: ['index.html'],
      wildcard: true,
      setHeaders: setCacheHeaders,
    });
  } else if (root) {
    app.log.warn({ shellDist }, 'the shell is not built: run `npm run build`');
  }
  for (const remote of root ? REMOTES : []) {
    const dist = path.join(root as string, remote.dir, 'dist');
    if (!fs.existsSync(dist)) {
      app.log.warn({ dist }, `${remote.dir} is not built`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: dist,
      prefix: remote.path,
      decorateReply: false,
      index: false,
      setHeaders: setCacheHeaders,
    });
  }

  // Client-side routes (/login, /admin/students, …) all get the shell's page.
  app.setNotFoundHandler((request, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0];
    const isPage =
      request.method === 'GET' &&
      hasShell &&
      !urlPath.startsWith('/v1/') &&
      !urlPath.startsWith('/mf/') &&
      !path.extname(urlPath);
    if (isPage) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', shellDist);
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${urlPath}` });
  });
}
