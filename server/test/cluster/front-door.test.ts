/**
 * The primary's front door (docs/architecture.md#workers): the health check is answered
 * by the door itself, anything else reaches the server that the connection is handed to,
 * from its first byte, however the first bytes arrive.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { acceptHandedOff, openFrontDoor, type HealthAnswer } from '../../src/cluster/front-door';

let door: net.Server;
let app: http.Server;
let port: number;
let answer: HealthAnswer;
let handedOff: number;

/**
 * A raw exchange: the bytes are written in the pieces given, a pause between each; what
 * came back once the server closes, or once `giveUpMs` have passed.
 */
function exchange(pieces: string[], pauseMs = 30, to = port, giveUpMs?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(to, '127.0.0.1');
    let text = '';
    if (giveUpMs) {
      setTimeout(() => {
        socket.destroy();
        resolve(text);
      }, giveUpMs).unref();
    }
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const [index, piece] of pieces.entries()) {
        if (index > 0) await new Promise((r) => setTimeout(r, pauseMs));
        socket.write(piece);
      }
    });
  });
}

beforeEach(async () => {
  handedOff = 0;
  answer = { status: 200, body: { status: 'ok' } };
  app = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('connection', 'close');
      res.end(`app ${req.method} ${req.url} ${body}`);
    });
  });
  door = await openFrontDoor({
    port: 0,
    host: '127.0.0.1',
    handOff: (socket, head) => {
      handedOff += 1;
      acceptHandedOff(app, socket, head);
    },
    health: () => answer,
  });
  port = (door.address() as AddressInfo).port;
});

afterEach(async () => {
  await new Promise((resolve) => door.close(resolve));
  app.close();
});

describe('the front door', () => {
  it('answers the health check itself, without handing the connection to a worker', async () => {
    const text = await exchange(['GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n']);
    expect(text).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(text).toMatch(/connection: close/i);
    expect(text.endsWith('{"status":"ok"}')).toBe(true);
    expect(handedOff).toBe(0);
  });

  it('answers 503 with a message when no worker is live', async () => {
    answer = { status: 503, body: { message: 'The server is starting or restarting.' } };
    const text = await exchange(['GET /v1/health?probe=1 HTTP/1.1\r\nHost: x\r\n\r\n']);
    expect(text).toMatch(/^HTTP\/1\.1 503/);
    expect(text).toContain('"message":"The server is starting or restarting."');
  });

  it('tells a health check whose first line arrives in pieces', async () => {
    const text = await exchange(['GET /v1/he', 'alth HTTP/1.1\r\nHost: x\r\n\r\n']);
    expect(text.endsWith('{"status":"ok"}')).toBe(true);
    expect(handedOff).toBe(0);
  });

  it('hands any other request over with the bytes it already read, body included', async () => {
    const body = JSON.stringify({ email: 'a@b.c' });
    const text = await exchange([
      'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\n',
      `content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
    ]);
    expect(text).toContain(`app POST /v1/auth/login ${body}`);
    expect(handedOff).toBe(1);
  });

  it('hands over a path that only starts like the health check', async () => {
    const text = await exchange(['GET /v1/healthz HTTP/1.1\r\nHost: x\r\n\r\n']);
    expect(text).toContain('app GET /v1/healthz');
  });

  it('hands over a connection that stays silent (a browser preconnect) once it has waited', async () => {
    const text = await exchange(['', 'GET /login HTTP/1.1\r\nHost: x\r\n\r\n'], 2_300);
    expect(text).toContain('app GET /login');
    expect(handedOff).toBe(1);
  });
});

/**
 * A worker in a process of its own, as the primary's are: the connection's handle crosses
 * to it. Written as plain JavaScript so the child needs no compiler; it serves as
 * cluster/worker.ts does (the connection, then the bytes the door read).
 */
const CHILD_WORKER = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  let size = 0;
  req.on('data', (chunk) => (size += chunk.length));
  req.on('end', () => { res.setHeader('connection', 'close'); res.end('worker got ' + size + ' bytes'); });
});
process.on('message', (message, socket) => {
  // the event loop held for a while, as by a long request
  if (message === 'busy') { const until = Date.now() + 400; while (Date.now() < until); return; }
  if (!socket) return;
  server.emit('connection', socket);
  socket.unshift(Buffer.from(message.head, 'base64'));
  socket.resume();
});
process.send('ready');
`;

describe('the front door handing connections to a worker process', () => {
  let child: ChildProcess;
  let processDoor: net.Server;
  let processPort: number;
  const script = path.join(os.tmpdir(), `front-door-worker-${process.pid}.cjs`);

  beforeAll(async () => {
    fs.writeFileSync(script, CHILD_WORKER);
    child = fork(script, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    await new Promise((resolve) => child.once('message', resolve));
    processDoor = await openFrontDoor({
      port: 0,
      host: '127.0.0.1',
      handOff: (socket, head) => child.send({ type: 'studydesk:connection', head: head.toString('base64') }, socket),
      health: () => ({ status: 200, body: { status: 'ok' } }),
    });
    processPort = (processDoor.address() as AddressInfo).port;
  });
  afterAll(async () => {
    child?.kill();
    fs.rmSync(script, { force: true });
    if (processDoor) await new Promise((resolve) => processDoor.close(resolve));
  });

  it('delivers an upload whose body arrives after the first bytes, whole', async () => {
    const body = 'x'.repeat(300_000);
    const text = await exchange([
      `POST /v1/upload HTTP/1.1\r\nHost: x\r\ncontent-length: ${body.length}\r\n\r\n`,
      body.slice(0, 100_000),
      body.slice(100_000),
    ], 50, processPort);
    expect(text).toContain('worker got 300000 bytes');
  });

  it('loses no bytes that arrive while the worker has not yet taken the connection', async () => {
    // The worker is busy when the connection is handed to it, as on a loaded machine: the
    // handle stays with the door until the worker takes it, and the body arrives meanwhile.
    // The door must have stopped reading by then, or it reads the body itself and drops it.
    child.send('busy');
    const body = 'y'.repeat(2_000);
    const text = await exchange([`POST /v1/upload HTTP/1.1\r\nHost: x\r\ncontent-length: ${body.length}\r\n\r\n`, body], 100, processPort, 2_000);
    expect(text).toContain(`worker got ${body.length} bytes`);
  });
});
