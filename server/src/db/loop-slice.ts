/**
 * How long the embedded database's work may keep the event loop from reading sockets.
 *
 * better-sqlite3 runs each statement on the event loop's thread, and Kysely hands its one
 * connection from query to query through promises: when many requests wait for it, each
 * takes it in a microtask as the previous one lets go, and the whole queue's statements run
 * before Node goes back to its sockets. A request that needs no database at all (the
 * balancer's /v1/health) then waits for every request read in the same turn of the loop:
 * 100–200 ms with 50 connections asking for dashboards. So the connection's next taker,
 * once the work since the loop last read its sockets passes SLICE_MS, waits one turn
 * (setImmediate) first, and new requests are read and answered in between; a light load
 * never waits (a turn started less than SLICE_MS ago).
 *
 * Written here rather than taken from a library: it is the few lines between Kysely's
 * connection handover and Node's event loop phases, which no package we use spans.
 */
export const SLICE_MS = 4;

/** when the current turn's database work began, or null when no turn is under way */
let sliceStart: number | null = null;

const endSlice = () => {
  sliceStart = null;
};

/**
 * Nothing when this turn of the loop has run database work for less than SLICE_MS;
 * otherwise a promise resolved on the next turn, after Node has read its sockets.
 */
export function yieldWhenSliceSpent(now = performance.now()): Promise<void> | undefined {
  if (sliceStart === null) {
    sliceStart = now;
    // runs in this turn's check phase, after every callback of its poll phase: the turn is over
    setImmediate(endSlice);
    return undefined;
  }
  if (now - sliceStart < SLICE_MS) return undefined;
  // queued after endSlice: the next taker starts a new slice
  return new Promise((resolve) => setImmediate(resolve));
}
