import type { AxiosAdapter, AxiosError, AxiosResponse } from 'axios';
import { plainHeaders } from './plain-headers';
import { pause } from './unless-aborted';

/**
 * A 503 that carries Retry-After is the server shedding load before it handled the call
 * (docs/architecture.md#under-pressure): it is sent again after the wait asked for, at most
 * this many times, so a short burst costs the user a second rather than an error.
 */
const BUSY_RETRIES = 2;
/** a longer wait than this is not waited for: the call fails as it came */
const BUSY_WAIT_MAX_MS = 10_000;

/** How long the answer asks to wait before the call is sent again; null when it is not to be retried. */
function busyWaitMs(response: AxiosResponse | undefined): number | null {
  if (response?.status !== 503) return null;
  const value = plainHeaders(response.headers)['retry-after']?.trim();
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  if (!Number.isFinite(ms) || ms > BUSY_WAIT_MAX_MS) return null;
  return Math.max(0, ms);
}

/**
 * The transport's adapter, sending a shed call again: around the adapter rather than in an
 * interceptor, so the interceptors (the error rule, the 401 sign-out) see each call once,
 * with its last answer. The request was already turned into its body, so it goes again as it was.
 */
export function retryingWhenBusy(send: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send(config);
      } catch (error) {
        const waitMs = attempt < BUSY_RETRIES ? busyWaitMs((error as AxiosError).response) : null;
        if (waitMs === null) throw error;
        await pause(waitMs, config.signal as AbortSignal | undefined);
      }
    }
  };
}
