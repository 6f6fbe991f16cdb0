type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/**
 * Runs `load` (a lazy import) when the browser has nothing else to do, so code a screen
 * needs after a click is there before the first click; at the latest after `timeoutMs`.
 * Browsers without idle callbacks load it after a short delay.
 */
export function loadWhenIdle(load: () => Promise<unknown>, timeoutMs = 2000): void {
  const run = () => void load().catch(() => undefined);
  const idle = (window as IdleWindow).requestIdleCallback;
  if (idle) idle(run, { timeout: timeoutMs });
  else setTimeout(run, 200);
}
