/**
 * What load shedding reads of a place where work waits its turn (docs/architecture.md#under-pressure):
 * the pool's waits for a connection (pool-wait.ts) and calls waiting to start (admission).
 */
export interface WaitMeter {
  /** ms the oldest of those waiting now has waited so far; 0 when none waits */
  oldestWaitMs(now?: number): number;
  /** how many wait now */
  waiting(): number;
}

/**
 * Waits served first come, first served, oldest first: `add` when one starts waiting,
 * `delete` when it is served or gives up; `meter` reports them. A Set keeps insertion
 * order, so its first value is the oldest.
 */
export function waitLine<T extends { since: number }>() {
  const waits = new Set<T>();
  const meter: WaitMeter = {
    oldestWaitMs(now = Date.now()) {
      const oldest = waits.values().next().value;
      return oldest ? now - oldest.since : 0;
    },
    waiting: () => waits.size,
  };
  return {
    add: (wait: T) => void waits.add(wait),
    /** true when it was still waiting */
    delete: (wait: T) => waits.delete(wait),
    /** the oldest wait, or undefined */
    first: (): T | undefined => waits.values().next().value,
    meter,
  };
}
