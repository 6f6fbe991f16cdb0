import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { remoteOriginsOf } from './remote-origins';

/** Pages whose URL carries a secret (the set-password token, the first-run link's, a mail's opt-out token) or leads to one. */
const TOKEN_PAGE = /^\/(set\/|setup\/|mail-preferences\/|forgotten-password(\/|$|\?))/;

/** Requests that may be for a page of the shell, or for the manifest itself. */
const MAY_BE_PAGE = /^\/(?!v1\/|mf\/|uploads\/)/;

/** Powerful features none of the screens use: denied to the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** What a script or style sheet is sent as (the static files' types). */
const SUBRESOURCE_TYPE = /^(application|text)\/javascript|^text\/css/;

/**
 * Headers that only a document (or a worker) reads: a browser ignores them on a script or
 * a style sheet. A first visit loads some thirty of those, and these headers were about
 * 800 bytes of each answer, a sixth of what /login transferred.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Security headers on every answer (pages, static files, API), through helmet:
 * - a Content-Security-Policy allowing scripts, style sheets and fetches from this origin
 *   and from exactly the origins the remotes manifest names (so a split deployment,
 *   remotes on their own hosts, keeps working), followed live as REMOTES_FILE changes;
 * - no framing at all (frame-ancestors 'none' and X-Frame-Options: DENY);
 * - Referrer-Policy no-referrer on the token pages, strict-origin-when-cross-origin elsewhere;
 * - a Permissions-Policy denying unused powerful features;
 * - HSTS only when PUBLIC_URL is https (on http it would be ignored, or break a LAN setup).
 * A route may still send a stricter CSP of its own (the pictures route does). Scripts and
 * style sheets keep only what applies to them (nosniff, the resource and referrer
 * policies, HSTS): the rest is read from documents only (DOCUMENT_ONLY_HEADERS).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: { config: ServerConfig }) => {
    const { config } = options;
    const https = config.publicUrl.startsWith('https://');
    let lastProblem = '';
    const remotes = remoteOriginsOf(config.remotesFile, (error) => {
      const problem = error instanceof Error ? error.message : String(error);
      if (problem !== lastProblem) app.log.warn({ err: error }, 'cannot read the remotes manifest for the Content-Security-Policy');
      lastProblem = problem;
    });
    const selfAndRemotes = () => ["'self'", ...remotes.current()].join(' ');

    // Before helmet's hooks, so the policy it writes already has the latest origins. Pages
    // look at the file every time (an operator who moves a remote reloads the page); other
    // answers use what the last look found.
    app.addHook('onRequest', async (request) => {
      if (MAY_BE_PAGE.test(request.url)) await remotes.refresh();
    });

    // built once: the Fastify wrapper builds helmet's middleware anew on every request
    // (parsing the policy each time, a few per cent of an API call's work)
    const applyHelmet = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          // no inline script anywhere: the page built from shared/build/index.html only
          // loads its bundles by <script src>, and the remotes load by URL too
          scriptSrc: [selfAndRemotes],
          scriptSrcAttr: ["'none'"],
          // the remotes' mf-manifest.json files are fetched
          connectSrc: [selfAndRemotes],
          // the bundles' style sheets are files, from here or from a remote's own host;
          // 'unsafe-inline' because Radix positions popovers with inline styles
          styleSrc: [selfAndRemotes, "'unsafe-inline'"],
          // data: for the inline favicon, blob: for a chosen picture's preview
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
      // remotes on a sibling origin (another port or subdomain) load the shared scripts
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      applyHelmet(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });

    app.addHook('onRequest', async (request, reply) => {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      if (TOKEN_PAGE.test(request.url)) reply.header('Referrer-Policy', 'no-referrer');
    });

    app.addHook('onSend', async (_request, reply, payload) => {
      if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
        for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      }
      return payload;
    });
  },
  { name: 'studydesk-security-headers' },
);
