import type { AxiosInstance, AxiosStatic } from 'axios';
import { unreachable } from './answer';
import { retryingWhenBusy } from './busy-retry';

/** Puts the client's rules on the instance as interceptors (client.ts says which, in order). */
export type InstallInterceptors = (instance: AxiosInstance) => void;

export interface Transport {
  /** the instance, once axios has arrived; null before */
  ready(): AxiosInstance | null;
  /** axios fetched (the first time) and the instance made */
  load(): Promise<AxiosInstance>;
}

/**
 * The one axios instance under the API client. axios is a chunk of its own, shared as a
 * singleton across the shell and the remotes (shared/build/shared-modules.cjs), imported the
 * first time a call is made: on every page that is the dictionary, right after the shell
 * starts, so after the first paint. /login's bytes before its first paint do not carry it
 * (about 13 KB compressed); a call made before it arrives waits for it.
 *
 * If its code cannot be fetched (offline, a deployment replaced the chunk), the call fails
 * as a server that cannot be reached, and the next call fetches it again.
 */
export function lazyTransport(install: InstallInterceptors): Transport {
  let instance: AxiosInstance | null = null;
  let loading: Promise<AxiosInstance> | null = null;
  const make = (axios: AxiosStatic) => {
    const made = axios.create({
      // the session cookie is the proof (httpOnly, SameSite=Lax) and the server checks the
      // Origin and the JSON type of writes: no token, so axios copies no XSRF cookie into a header
      withXSRFToken: false,
      adapter: retryingWhenBusy(axios.getAdapter(axios.defaults.adapter)),
    });
    install(made);
    return made;
  };
  return {
    ready: () => instance,
    load() {
      loading ??= import('axios').then(
        // (the library's CommonJS build types a dynamic import by axios's ESM declarations: the same API)
        ({ default: axios }) => (instance = make(axios as unknown as AxiosStatic)),
        () => {
          loading = null;
          throw unreachable();
        },
      );
      return loading;
    },
  };
}
