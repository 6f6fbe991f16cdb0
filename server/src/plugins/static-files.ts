import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTES, defaultRemotesManifest } from '@studydesk/shared/remotes';
import { PATHS, ROUTE_PATTERNS, patternRegExp } from '@studydesk/shared/routes';
import type { ServerConfig } from '../config';
import { optOutLinkOwner } from '../modules/reminders';
import { createShellPage, type PageRequest } from './shell-page';
import { cookiesOf } from './cookies';
import { LANGUAGE_COOKIE } from './prerendered-pages';
import { AFTER_FIRST_PAINT_PATH, AFTER_FIRST_PAINT_SCRIPT } from './after-first-paint';
import { acceptsBrotli, createPageCompressor } from './compressed-pages';

// Entry files must be re-fetched on every load so a redeployed remote is picked up (the
// service worker and the web app manifest too: a deploy's new worker must be seen);
// everything else carries a content hash in its name and never changes.
const ALWAYS_FRESH = /(^|\/)(index\.html|main\.js|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|preload\.json|sw\.js|manifest\.webmanifest)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;
/** the build writes x.br and x.gz beside x (shared/build/precompress.cjs) */
const COMPRESSED_COPY = /\.(br|gz)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const file = filePath.replace(COMPRESSED_COPY, '');
  reply.header('X-Content-Type-Options', 'nosniff');
  if (ALWAYS_FRESH.test(file)) reply.header('Cache-Control', 'no-cache');
  else if (HASHED.test(file)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
}

/** Every mount sends x.br or x.gz when the client accepts it, x otherwise (Vary: Accept-Encoding). */
const STATIC_OPTIONS = { preCompressed: true, setHeaders: setCacheHeaders } as const;

/**
 * Serves the built shell at / and every remote at /mf/<name>/, and /remotes.json, the
 * run-time manifest that tells the shell where each remote lives (the shell's page
 * carries it inlined too, see shell-page.ts). Files are sent precompressed when the
 * client accepts it; pages and manifests are revalidated, hashed files cached for good.
 */
/** /mail-preferences/:token, its token captured */
const OPT_OUT_PAGE = new RegExp(`^${PATHS.mailOptOut.replace(':token', '([^/]*)')}$`);

/**
 * The status of a page the server sends: 404 for the page of a link its API refuses (an
 * opt-out link that is not valid, however long or malformed: the page still comes, and says
 * the link is not valid), 200 otherwise.
 */
async function pageStatus(app: FastifyInstance, urlPath: string): Promise<number> {
  const optOut = OPT_OUT_PAGE.exec(urlPath);
  if (!optOut) return 200;
  let token: string;
  try {
    token = decodeURIComponent(optOut[1]);
  } catch {
    return 404;
  }
  return (await optOutLinkOwner(app.db, token)) ? 200 : 404;
}

export async function staticFiles(app: FastifyInstance, config: ServerConfig) {
  const readManifest = async (): Promise<Record<string, unknown>> =>
    config.remotesFile ? (JSON.parse(await fs.promises.readFile(config.remotesFile, 'utf8')) as Record<string, unknown>) : defaultRemotesManifest();

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
      // `/` is a page of the shell like any other (it redirects to /login in the browser):
      // it is written below
      index: false,
      wildcard: true,
      ...STATIC_OPTIONS,
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
      ...STATIC_OPTIONS,
    });
  }

  // Client-side routes (/, /login, /admin/students, …) all get the shell's page, with
  // the remotes manifest and this route's preload hints written into it.
  const shellPage = hasShell
    ? createShellPage({
        staticRoot: root as string,
        // an unreadable REMOTES_FILE leaves the manifest out: the shell asks /remotes.json
        // itself and shows the areas' fallbacks, as it would without the server's help
        remotesManifest: () => readManifest().catch(() => null),
      })
    : null;
  const pageRequest = (request: FastifyRequest): PageRequest => {
    const query = request.url.indexOf('?');
    return {
      search: query === -1 ? '' : request.url.slice(query),
      cookieLanguage: cookiesOf(request)[LANGUAGE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
    };
  };
  const compressPage = createPageCompressor();
  const sendPage = async (urlPath: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const page = shellPage ? await shellPage(urlPath, pageRequest(request)) : null;
    if (page === null) return false;
    reply.status(await pageStatus(app, urlPath));
    reply.header('Cache-Control', 'no-cache');
    // a prerendered page is drawn in the language these choose
    reply.header('Vary', 'Accept-Language, Cookie, Accept-Encoding');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.type('text/html; charset=utf-8');
    // compressed once per distinct page, smaller than per answer (compressed-pages.ts)
    if (acceptsBrotli(request.headers['accept-encoding'])) await reply.header('Content-Encoding', 'br').send(compressPage(page));
    else await reply.send(page);
    return true;
  };
  // `/` is a directory of the shell's files to @fastify/static: the page is sent here
  if (shellPage) {
    // what starts the shell's entry on a page drawn here (after-first-paint.ts)
    // sent compressed like the build's own scripts (the compression plugin leaves answers under 1 KB as they are)
    const brotli = zlib.brotliCompressSync(AFTER_FIRST_PAINT_SCRIPT);
    app.get(AFTER_FIRST_PAINT_PATH, { schema: { hide: true } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Vary', 'Accept-Encoding');
      reply.type('text/javascript; charset=utf-8');
      if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(AFTER_FIRST_PAINT_SCRIPT);
      return reply.header('Content-Encoding', 'br').send(brotli);
    });
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      if (!(await sendPage('/', request, reply))) return reply.callNotFound();
      return reply;
    });
    // an opt-out link's page is a route of its own, so no token (however long) is taken for a file
    app.get(PATHS.mailOptOut, { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
      const urlPath = request.url.split('?')[0];
      if (!(await sendPage(urlPath, request, reply))) return reply.callNotFound();
      return reply;
    });
  }
  // A route's token may hold dots (a mail's opt-out link): such a path is a page, not a file.
  const routes = ROUTE_PATTERNS.map(patternRegExp);
  app.setNotFoundHandler(async (request, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0];
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !urlPath.startsWith('/v1/') &&
      !urlPath.startsWith('/mf/') &&
      (!path.extname(urlPath) || routes.some((route) => route.test(urlPath)));
    if (isPage && (await sendPage(urlPath, request, reply))) return reply;
    return reply.status(404).send({ message: `Not found: ${request.method} ${urlPath}` });
  });
}
