/**
 * Requests an autocannon run wrote and never heard back about. When the server ends a
 * connection, autocannon connects again and goes on with its next request without counting
 * the one it had written on the old connection (neither an error nor a timeout), so a
 * bench that counts only autocannon's errors misses them. Each connection has at most one
 * request under way (no pipelining): a request written while the previous one is neither
 * answered nor counted as an error or a timeout means that one was lost.
 *
 * A server may also reset a connection (RST) where it had requests unread: autocannon then
 * counts a connection error. Both are the same loss to a browser, which does not lose
 * such a request: when a connection it reused closes or is reset before any byte of the
 * answer, it sends the request again on a new connection, whatever its method
 * (e2e/specs/browser-resend.spec.ts shows Chromium doing it). With `resend`, each lost or
 * reset request is sent again, once, on a connection of its own, with the very bytes
 * autocannon wrote, and what it got is counted: a bench then reports what a browser would
 * have seen.
 */
import net from 'node:net';
import type autocannon from 'autocannon';

export interface Unanswered {
  /** written on a connection the server then ended without answering it (a client would see the connection closed) */
  lost: number;
  /** when each lost one was noticed (ms since the epoch): the next request of its connection */
  lostAt: number[];
  /**
   * written on a connection that had answered before and was then reset before any of the
   * answer (autocannon counts these among its errors); when each was noticed in `resetAt`
   */
  reset: number;
  resetAt: number[];
  /** of the lost and reset ones, sent again (with `resend`) and answered 2xx */
  resentAnswered: number;
  /** of the lost and reset ones, sent again and not answered 2xx: each status, or "no answer" */
  resentFailed: string[];
  /**
   * written after an answer that said `Connection: close`, on the connection that answer
   * closed: autocannon's own doing (a browser opens a new connection instead), counted
   * apart from the lost ones
   */
  afterClose: number;
}

export interface UnansweredWatch {
  counts: Unanswered;
  setupClient: (client: autocannon.Client) => void;
  /** resolves when every resent request has its answer (or failed) */
  settled: () => Promise<void>;
}

/**
 * The status an HTTP/1.1 server answers `request` (raw bytes) with on a new connection, or
 * null without one. A socket by hand: Node's HTTP clients build a request from parts and
 * cannot send the bytes autocannon wrote as they are.
 */
function sendOnce(address: { host: string; port: number }, request: Buffer, timeoutMs = 10_000): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address.port, address.host);
    let head = '';
    const done = (status: number | null) => {
      socket.destroy();
      resolve(status);
    };
    socket.setTimeout(timeoutMs, () => done(null));
    socket.on('error', () => done(null));
    socket.on('end', () => done(null));
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const line = head.indexOf('\r\n');
      if (line >= 0) done(Number(/^HTTP\/1\.[01] (\d{3})/.exec(head.slice(0, line))?.[1] ?? NaN) || null);
    });
    socket.write(request);
  });
}

/** The counts, the `setupClient` that keeps them for every connection of a run, and a wait for the resends. */
export function watchUnanswered(options: { resend?: { host: string; port: number } } = {}): UnansweredWatch {
  const counts: Unanswered = { lost: 0, lostAt: [], reset: 0, resetAt: [], resentAnswered: 0, resentFailed: [], afterClose: 0 };
  const resends: Promise<void>[] = [];
  const resend = (request: Buffer) =>
    sendOnce(options.resend as { host: string; port: number }, request).then((status) => {
      if (status !== null && status >= 200 && status <= 299) counts.resentAnswered += 1;
      else counts.resentFailed.push(status === null ? 'no answer' : String(status));
    });
  const setupClient = (client: autocannon.Client) => {
    // its types name only three of the events a client emits ('request', 'connError',
    // 'timeout' besides), and 'headers' with the parser's record, not the headers
    const events = client as unknown as NodeJS.EventEmitter;
    // the request autocannon last wrote: still the lost one when 'request' says the next
    const written = () => (client as unknown as { requestIterator: { currentRequest: { requestBuffer: Buffer } } }).requestIterator.currentRequest.requestBuffer;
    let underWay = false;
    // the request under way was written on the connection its previous answer closed
    let writtenAfterClose = false;
    // the last answer said Connection: close (the parser's shouldKeepAlive)
    let closing = false;
    let lastCounted: 'lost' | 'afterClose' | null = null;
    // the lost request noticed last, until it is sent again
    let toResend: Buffer | null = null;
    // answers on the current connection (a browser resends only on a reused one), and
    // whether the answer to the request under way has begun
    let answeredHere = 0;
    let answerBegun = false;
    events.on('request', () => {
      lastCounted = underWay ? (writtenAfterClose ? 'afterClose' : 'lost') : null;
      if (lastCounted) counts[lastCounted] += 1;
      // a connection ended before this request: it goes on a new one
      if (lastCounted) answeredHere = 0;
      answerBegun = false;
      if (lastCounted === 'lost') {
        counts.lostAt.push(Date.now());
        if (options.resend) {
          toResend = Buffer.from(written());
          // after the 'timeout' autocannon may say at once for it (then it was not lost)
          queueMicrotask(() => {
            if (toResend) resends.push(resend(toResend));
            toResend = null;
          });
        }
      }
      underWay = true;
      writtenAfterClose = closing;
      closing = false;
    });
    events.on('headers', (info: { shouldKeepAlive?: boolean }) => {
      closing = info.shouldKeepAlive === false;
      answerBegun = true;
    });
    events.on('response', () => {
      underWay = false;
      answeredHere += 1;
    });
    // counted by autocannon as an error; a reused connection reset before any of the
    // answer is the browser's case above (autocannon has not moved on: the request under
    // way is still its current one)
    events.on('connError', () => {
      if (underWay && !answerBegun && answeredHere > 0) {
        counts.reset += 1;
        counts.resetAt.push(Date.now());
        if (options.resend) resends.push(resend(Buffer.from(written())));
      }
      underWay = false;
      answeredHere = 0;
    });
    // autocannon writes the next request (above, counted) before it says a timeout
    events.on('timeout', () => {
      toResend = null;
      if (lastCounted) counts[lastCounted] -= 1;
      if (lastCounted === 'lost') counts.lostAt.pop();
      lastCounted = null;
    });
  };
  return { counts, setupClient, settled: async () => void (await Promise.all(resends)) };
}
