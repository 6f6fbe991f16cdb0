import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` once `firstAfterMs` after the app is ready, then every `everyMs` after each run
 * ends, until the app closes; a failed run is logged with `what` and the next one still
 * comes. The one way a module looks at the clock to queue its scheduled jobs (the
 * reminders' sending time, the daily privacy run); tests call the run themselves.
 */
export function repeatWhileRunning(app: FastifyInstance, { everyMs, firstAfterMs, what, run }: { everyMs: number; firstAfterMs: number; what: string; run: () => Promise<unknown> }): void {
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    run()
      .catch((err: unknown) => app.log.warn({ err }, `could not ${what}`))
      .finally(() => {
        timer = setTimeout(tick, everyMs).unref();
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, firstAfterMs).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
}
