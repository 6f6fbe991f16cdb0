/**
 * `promise`, unless `signal` aborts first: then the signal's reason, as fetch rejects an
 * aborted call (callers that aborted recognise it and show nothing). `cleanup` runs on
 * the abort, to stop what the promise was waiting for.
 */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, cleanup?: () => void): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    cleanup?.();
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      cleanup?.();
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

/** Waits `ms`; an abort meanwhile rejects with the signal's reason. */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return unlessAborted(new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))), signal, () => clearTimeout(timer));
}
