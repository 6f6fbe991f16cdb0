/**
 * autocannon goes on quietly when a server ends a connection with a request unanswered;
 * watchUnanswered counts those requests, and apart from them the ones autocannon writes
 * after an answer that said `Connection: close`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { watchUnanswered } from '../../src/bench/unanswered';

/** Runs one connection against `handle` for a second; what autocannon and the watch saw. */
async function run(handle: (request: http.IncomingMessage, response: http.ServerResponse, n: number) => void) {
  let n = 0;
  const server = http.createServer((request, response) => handle(request, response, ++n));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const watch = watchUnanswered();
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      connections: 1,
      duration: 1,
      setupClient: watch.setupClient,
    });
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
    expect(counts).toEqual({ lost: 0, lostAt: [], afterClose: 0 });
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
});
