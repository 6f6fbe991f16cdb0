import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { test, expect } from '../fixtures';

// What bench:deploy's driver does on the browser's behalf (server/src/bench/unanswered.ts):
// when a kept-alive connection it reused is closed or reset before any byte of the answer
// (an nginx worker ending its idle connections at a reload, as the request arrives),
// Chromium sends the request again on a new connection, a POST as well, and the page never
// hears of it. A server of a few lines drops the second request of every connection
// unanswered, with a FIN or with a RST.

interface Seen {
  connection: number;
  request: string;
  dropped: boolean;
}

async function droppingServer(drop: 'close' | 'reset'): Promise<{ port: number; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const connection = ++connections;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let onConnection = 0;
    let buffered = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      for (;;) {
        const headEnd = buffered.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const head = buffered.slice(0, headEnd);
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length < headEnd + 4 + length) return;
        const request = `${head.split('\r\n')[0]} ${buffered.slice(headEnd + 4, headEnd + 4 + length)}`.trim();
        buffered = buffered.slice(headEnd + 4 + length);
        onConnection += 1;
        const dropped = onConnection === 2 && request.startsWith('POST');
        seen.push({ connection, request, dropped });
        if (dropped) return void (drop === 'reset' ? socket.resetAndDestroy() : socket.destroy());
        const body = request.startsWith('GET / ') ? '<!doctype html><title>resend</title>' : 'ok';
        socket.write(`HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    close: () => {
      // the browser keeps its connections open: ended here, or close would wait for them
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

for (const drop of ['close', 'reset'] as const) {
  test(`a POST whose kept-alive connection is ${drop === 'close' ? 'closed' : 'reset'} before any answer is sent again by the browser on a new connection`, async ({ page }) => {
    const server = await droppingServer(drop);
    try {
      await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
      await page.goto(`http://127.0.0.1:${server.port}/`);
      const answers = await page.evaluate(async () => {
        const out: string[] = [];
        for (const n of [1, 2, 3]) {
          try {
            const response = await fetch('/lessons', { method: 'POST', body: `lesson ${n}` });
            out.push(`${response.status} ${await response.text()}`);
          } catch (error) {
            out.push(`failed: ${String(error)}`);
          }
        }
        return out;
      });
      expect(answers).toEqual(['200 ok', '200 ok', '200 ok']);
      const dropped = server.seen.filter((s) => s.dropped);
      // each dropped request came again, first on a connection of its own
      expect(dropped.length).toBeGreaterThan(0);
      for (const drop of dropped) {
        const again = server.seen.find((s) => s.request === drop.request && !s.dropped);
        expect(again, `${drop.request} sent again`).toBeDefined();
        expect(again?.connection).not.toBe(drop.connection);
      }
    } finally {
      await server.close();
    }
  });
}
