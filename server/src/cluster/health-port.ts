import http from 'node:http';

/** What readiness answers now, and the figures shown beside it. */
export interface Readiness {
  ready: boolean;
  body: Record<string, unknown>;
}

/**
 * The readiness rule (docs/architecture.md#health-endpoints): ready while not draining
 * and at least half the workers are alive (1 of 2, 2 of 3 or 4).
 */
export function isReady(alive: number, workers: number, draining: boolean): boolean {
  return !draining && alive > 0 && alive * 2 >= workers;
}

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * The management port (HEALTH_PORT), a server of its own beside the app's port:
 * `GET /live` answers 200 while this process's event loop turns (a check that fails means
 * restart it); `GET /ready` answers 200 or 503 as `readiness` says (a check that fails
 * means send it nothing new). Anything else is 404.
 */
export function openHealthPort(port: number, host: string, readiness: () => Readiness): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const answer = (status: number, body: Record<string, unknown>) => {
      const json = JSON.stringify(body);
      res.writeHead(status, { ...HEADERS, 'content-length': Buffer.byteLength(json) });
      res.end(req.method === 'HEAD' ? undefined : json);
    };
    if (path === '/live') return answer(200, { status: 'live' });
    if (path === '/ready') {
      const { ready, body } = readiness();
      return answer(ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', ...body });
    }
    return answer(404, { message: 'Not found' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
