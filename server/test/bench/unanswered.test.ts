/**
 * autocannon goes on quietly when a server ends a connection with a request unanswered;
 * watchUnanswered counts those requests, and apart from them the ones autocannon writes
 * after an answer that said `Connection: close`; asked to, it sends each lost request again
 * on a new connection, as a browser does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { watchUnanswered } from '../../src/bench/unanswered';

/** Runs one connection against `handle` for a second; what autocannon and the watch saw. */
async function run(handle: (request: http.IncomingMessage, response: http.ServerResponse, n: number) => void, options: { resend?: boolean; requests?: autocannon.Request[] } = {}) {
  let n = 0;
  const server = http.createServer((request, response) => handle(request, response, ++n));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const watch = watchUnanswered(options.resend ? { resend: { host: '127.0.0.1', port } } : {});
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 1,
      duration: 1,
      setupClient: watch.setupClient,
      ...(options.requests ? { requests: options.requests } : {}),
    });
    await watch.settled();
    return { result, counts: watch.counts };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('watchUnanswered', () => {
  it('counts nothing when every request is answered', async () => {
    const { result, counts } = await run((_request, response) => response.end('ok'));
    expect(result.requests.total).toBeGreaterThan(10);
    expect(counts).toEqual({ lost: 0, lostAt: [], reset: 0, resetAt: [], resentAnswered: 0, resentFailed: [], afterClose: 0 });
  });

  it('counts a request whose kept-alive connection the server ended without an answer, which autocannon does not', async () => {
    // every fifth request: the connection is dropped instead of answered
    const { result, counts } = await run((request, response, n) => (n % 5 === 0 ? request.socket.destroy() : response.end('ok')));
    expect(result.errors + result.timeouts).toBe(0);
    expect(counts.lost).toBeGreaterThan(0);
    expect(counts.lostAt).toHaveLength(counts.lost);
    // one in five, give or take the last request under way when the run ended
    expect(Math.abs(counts.lost - result.requests.total / 4)).toBeLessThanOrEqual(2);
    expect(counts.afterClose).toBe(0);
  });

  it('counts apart the requests autocannon writes after an answer that closed its connection', async () => {
    const { counts } = await run((_request, response, n) => {
      if (n % 5 === 0) response.setHeader('connection', 'close');
      response.end('ok');
    });
    expect(counts.afterClose).toBeGreaterThan(0);
    expect(counts.lost).toBe(0);
  });

  it('sends each lost request again, the same bytes on a new connection, and counts its answer', async () => {
    // a POST with a body of its own each time; every fifth is dropped on its kept-alive connection
    let id = 0;
    const dropped: string[] = [];
    const resent: string[] = [];
    const requestsOn = new WeakMap<object, number>();
    const { counts } = await run(
      (request, response, n) => {
        const onSocket = (requestsOn.get(request.socket) ?? 0) + 1;
        requestsOn.set(request.socket, onSocket);
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          const what = `${request.method} ${request.url} ${body}`;
          // a new connection's first request is the resend of a dropped one (autocannon's own
          // first request excepted)
          if (onSocket === 1 && n > 1) resent.push(what);
          if (n % 5 === 0 && onSocket > 1) {
            dropped.push(what);
            request.socket.destroy();
          } else response.end('ok');
        });
      },
      { resend: true, requests: [{ method: 'POST', path: '/lessons', setupRequest: (req) => ({ ...req, body: `{"n":${++id}}` }) }] },
    );
    expect(counts.lost).toBeGreaterThan(0);
    // a drop in the run's last moment goes unnoticed: autocannon stops before it reconnects
    expect(dropped.length - counts.lost).toBeGreaterThanOrEqual(0);
    expect(dropped.length - counts.lost).toBeLessThanOrEqual(1);
    // autocannon's reconnection after a drop is also a new connection: its first request is
    // the next one, not a resend; the resends are the ones whose body was dropped before,
    // each once
    const resentDropped = resent.filter((what) => dropped.includes(what));
    expect(resentDropped).toHaveLength(counts.lost);
    expect(new Set(resentDropped).size).toBe(counts.lost);
    expect(counts.resentAnswered).toBe(counts.lost);
    expect(counts.resentFailed).toEqual([]);
  });

  it('counts a resend that is not answered 2xx as failed', async () => {
    const requestsOn = new WeakMap<object, number>();
    const { counts } = await run(
      (request, response, n) => {
        const onSocket = (requestsOn.get(request.socket) ?? 0) + 1;
        requestsOn.set(request.socket, onSocket);
        if (n % 5 === 0 && onSocket > 1) return void request.socket.destroy();
        // a resend (a new connection's first request, but autocannon's first) is refused
        response.statusCode = onSocket === 1 && n > 1 ? 503 : 200;
        response.end('ok');
      },
      { resend: true },
    );
    expect(counts.lost).toBeGreaterThan(0);
    expect(counts.resentAnswered).toBe(0);
    expect(counts.resentFailed).toEqual(Array.from({ length: counts.lost }, () => '503'));
  });

  it('counts apart, and sends again, a request whose reused connection was reset before its answer', async () => {
    const requestsOn = new WeakMap<object, number>();
    let resets = 0;
    const { result, counts } = await run(
      (request, response, n) => {
        const onSocket = (requestsOn.get(request.socket) ?? 0) + 1;
        requestsOn.set(request.socket, onSocket);
        if (n % 5 === 0 && onSocket > 1) {
          resets += 1;
          return void request.socket.resetAndDestroy();
        }
        response.end('ok');
      },
      { resend: true },
    );
    expect(resets).toBeGreaterThan(0);
    // autocannon calls them errors; the watch knows them for resets of a reused connection
    // (a reset in the run's last moment may reach autocannon after it stopped)
    expect(resets - result.errors).toBeGreaterThanOrEqual(0);
    expect(resets - result.errors).toBeLessThanOrEqual(1);
    expect(counts.reset).toBe(result.errors);
    expect(counts.lost).toBe(0);
    expect(counts.resentAnswered).toBe(counts.reset);
  });
});
