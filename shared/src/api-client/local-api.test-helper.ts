import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from './client';

/** What the server got: method, path with query, headers (names in lower case) and body bytes as text. */
export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** How the server answers one call: status, headers, and a body (an object goes as JSON). */
export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** ms before the answer is written (a call can be aborted meanwhile) */
  delayMs?: number;
}

/**
 * For tests: a real HTTP server on 127.0.0.1 for the API client's tests: it answers each call with the
 * next answer queued (200 `{}` when none is), and keeps what it got. A page under jsdom has
 * another origin (http://localhost), so it answers as the API answers a shell on another
 * origin: CORS with credentials, the preflight of a JSON write, and the headers the client
 * reads exposed.
 */
export async function startLocalApi() {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const server = http.createServer((request, response) => {
    const origin = request.headers.origin;
    if (origin) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('access-control-allow-credentials', 'true');
      response.setHeader('access-control-expose-headers', 'retry-after, content-disposition');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '');
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const { status = 200, headers = {}, body = {}, delayMs = 0 } = answers.shift() ?? {};
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': type, ...headers }).end(text);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** the next calls are answered so, in order */
    answer(...next: Answer[]) {
      answers.push(...next);
    },
    reset() {
      received.length = 0;
      answers.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type LocalApi = Awaited<ReturnType<typeof startLocalApi>>;

/** jsdom's Blob has no text(), which every browser's has (a download's body is read with it). */
function giveBlobsText(): void {
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(this);
    });
  };
}

/**
 * A test file's local API: started before its tests with the client pointed at it, emptied
 * after each test, closed at the end. `got(n)` is what it received for the n-th call.
 */
export function withLocalApi() {
  let server: LocalApi;
  beforeAll(async () => {
    giveBlobsText();
    server = await startLocalApi();
    configureApiClient({ baseURL: server.url });
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());
  return {
    get received() {
      return server.received;
    },
    got: (n = 0) => server.received[n],
    answer: (...next: Answer[]) => server.answer(...next),
    reset: () => server.reset(),
  };
}

/** The error a call rejected with (null if it did not). */
export const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);
