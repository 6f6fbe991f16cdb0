import { useEffect, useState } from 'react';

/**
 * A lesson can be completed once it has started (the server answers 409 otherwise): a
 * start after `now` cannot be completed yet. An unscheduled activity (no start) can.
 */
export function canComplete(startTime: number | null, now: number): boolean {
  return startTime === null || startTime <= now;
}

/** The current time, moving on every `everyMs`, so a lesson that starts while the dialog is open becomes completable. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
