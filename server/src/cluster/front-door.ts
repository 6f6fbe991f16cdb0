import http from 'node:http';
import net from 'node:net';

/**
 * The primary's listening socket when the server runs as several workers.
 *
 * The primary reads the first bytes of each new connection. A health check
 * (`GET`/`HEAD /v1/health`) is answered here, by a process that does nothing else, so a
 * load balancer or a user arriving sees at once whether the instance lives while every
 * worker's event loop is busy (docs/architecture.md#workers). Any other connection is
 * handed to a worker together with the bytes already read; the worker serves it as if it
 * had accepted it (`acceptHandedOff`).
 *
 * Written here rather than taken from a library: the sticky-session packages do the same
 * hand-off but route by client address and know nothing of a health check.
 */

/** The longest first line this door needs to tell a health check from anything else. */
const HEALTH_LINE = /^(GET|HEAD) \/v1\/health(?:[ ?])/;
const PREFIX_BYTES = 'HEAD /v1/health '.length;
/**
 * A connection that says nothing this long (a browser's speculative preconnect) goes to a
 * worker anyway; the worker's own timeouts then apply to it as to any other.
 */
const SILENT_HANDOFF_MS = 2_000;

export interface HealthAnswer {
  status: 200 | 503;
  body: Record<string, unknown>;
}

export interface FrontDoorOptions {
  port: number;
  host: string;
  backlog?: number;
  /** gives the connection, and what was already read of it, to a worker */
  handOff(socket: net.Socket, head: Buffer): void;
  /** what the health check answers now */
  health(): HealthAnswer;
}

/** Headers of the health answer: JSON for a machine, never cached, never framed. */
const HEALTH_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  // the next request on this socket may be anything: a worker must serve it
  connection: 'close',
};

/** Whether the bytes so far decide the question (enough of them, or a line that differs). */
function decided(head: Buffer): boolean {
  if (head.length >= PREFIX_BYTES) return true;
  const text = head.toString('latin1');
  return !('GET /v1/health '.startsWith(text) || 'HEAD /v1/health '.startsWith(text));
}

/**
 * Stops the socket's reads at the system level. A paused stream still reads into its
 * buffer, and once its handle is sent to a worker those bytes would be read by nobody: the
 * rest of a large upload would be lost. Node has no public call for this; `readStop` is
 * what its own `pause` uses for sockets that read into a caller's buffer.
 */
function stopReading(socket: net.Socket): void {
  const handle = (socket as unknown as { _handle?: { reading?: boolean; readStop?: () => number } })._handle;
  if (!handle?.readStop) return;
  handle.reading = false;
  handle.readStop();
}

export function openFrontDoor(options: FrontDoorOptions): Promise<net.Server> {
  const healthServer = http.createServer((req, res) => {
    const { status, body } = options.health();
    const json = JSON.stringify(body);
    res.writeHead(status, { ...HEALTH_HEADERS, 'content-length': Buffer.byteLength(json) });
    res.end(req.method === 'HEAD' ? undefined : json);
  });

  const door = net.createServer({ pauseOnConnect: true }, (socket) => {
    let head = Buffer.alloc(0);
    let done = false;
    const finish = (to: 'health' | 'worker') => {
      if (done) return;
      done = true;
      clearTimeout(silent);
      socket.pause();
      socket.removeListener('data', onData);
      socket.removeListener('end', onEnd);
      // Anything the stream holds past the first chunk goes along with it. Reading from the
      // stream starts the handle reading again (it asks for more), so the handle is
      // stopped after, in the same tick: the handle then stays with this process until the
      // worker has taken it, and whatever the system read meanwhile would be dropped.
      for (let more = socket.read() as Buffer | null; more !== null; more = socket.read() as Buffer | null) head = Buffer.concat([head, more]);
      stopReading(socket);
      if (to === 'health') {
        healthServer.emit('connection', socket);
        socket.unshift(head);
        socket.resume();
      } else {
        options.handOff(socket, head);
      }
    };
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      if (decided(head)) finish(HEALTH_LINE.test(head.toString('latin1', 0, 64)) ? 'health' : 'worker');
    };
    const onEnd = () => {
      done = true;
      clearTimeout(silent);
      socket.destroy();
    };
    const silent = setTimeout(() => finish('worker'), SILENT_HANDOFF_MS);
    silent.unref();
    socket.on('data', onData);
    socket.on('end', onEnd);
    // a client gone before its first bytes: nothing to answer
    socket.on('error', () => socket.destroy());
    socket.resume();
  });

  return new Promise((resolve, reject) => {
    door.once('error', reject);
    door.listen({ port: options.port, host: options.host, backlog: options.backlog }, () => {
      door.off('error', reject);
      resolve(door);
    });
  });
}

/** In a worker: serve a connection the front door handed over, from its first byte. */
export function acceptHandedOff(server: http.Server, socket: net.Socket, head: Buffer): void {
  server.emit('connection', socket);
  if (head.length > 0) socket.unshift(head);
  socket.resume();
}
