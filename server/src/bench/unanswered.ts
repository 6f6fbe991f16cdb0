/**
 * Requests an autocannon run wrote and never heard back about. When the server ends a
 * connection, autocannon connects again and goes on with its next request without counting
 * the one it had written on the old connection (neither an error nor a timeout), so a
 * bench that counts only autocannon's errors misses them. Each connection has at most one
 * request under way (no pipelining): a request written while the previous one is neither
 * answered nor counted as an error or a timeout means that one was lost.
 */
import type autocannon from 'autocannon';

export interface Unanswered {
  /** written on a connection the server then ended without answering it (a client would see the connection closed) */
  lost: number;
  /** when each lost one was noticed (ms since the epoch): the next request of its connection */
  lostAt: number[];
  /**
   * written after an answer that said `Connection: close`, on the connection that answer
   * closed: autocannon's own doing (a browser opens a new connection instead), counted
   * apart from the lost ones
   */
  afterClose: number;
}

/** The counts, and the `setupClient` that keeps them for every connection of a run. */
export function watchUnanswered(): { counts: Unanswered; setupClient: (client: autocannon.Client) => void } {
  const counts: Unanswered = { lost: 0, lostAt: [], afterClose: 0 };
  const setupClient = (client: autocannon.Client) => {
    // its types name only three of the events a client emits ('request', 'connError',
    // 'timeout' besides), and 'headers' with the parser's record, not the headers
    const events = client as unknown as NodeJS.EventEmitter;
    let underWay = false;
    // the request under way was written on the connection its previous answer closed
    let writtenAfterClose = false;
    // the last answer said Connection: close (the parser's shouldKeepAlive)
    let closing = false;
    let lastCounted: 'lost' | 'afterClose' | null = null;
    events.on('request', () => {
      lastCounted = underWay ? (writtenAfterClose ? 'afterClose' : 'lost') : null;
      if (lastCounted) counts[lastCounted] += 1;
      if (lastCounted === 'lost') counts.lostAt.push(Date.now());
      underWay = true;
      writtenAfterClose = closing;
      closing = false;
    });
    events.on('headers', (info: { shouldKeepAlive?: boolean }) => {
      closing = info.shouldKeepAlive === false;
    });
    events.on('response', () => {
      underWay = false;
    });
    // counted by autocannon as an error: the request it was writing is not lost besides
    events.on('connError', () => {
      underWay = false;
    });
    // autocannon writes the next request (above, counted) before it says a timeout
    events.on('timeout', () => {
      if (lastCounted) counts[lastCounted] -= 1;
      if (lastCounted === 'lost') counts.lostAt.pop();
      lastCounted = null;
    });
  };
  return { counts, setupClient };
}
