import { useEffect, useState } from 'react';

/** The current time, moving on every `everyMs`, so a lesson that starts while the dialog is open becomes completable. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
