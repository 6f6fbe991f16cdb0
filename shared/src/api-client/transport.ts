import { unreachable } from './answer';
import type { Send } from './instance';

export interface Transport {
  /** the way calls are sent, once it has arrived; null before */
  ready(): Send | null;
  /** its code fetched (the first time) and the instance made */
  load(): Promise<Send>;
}

/**
 * The API client's transport, axios, with its instance and interceptors (instance.ts): a
 * chunk of its own, and axios is shared as a singleton across the shell and the remotes
 * (shared/build/shared-modules.cjs). It is imported the first time a call is made: on every
 * page that is the dictionary, right after the shell starts, which is after the first paint;
 * so /login's bytes before its first paint do not carry it. A call made before it arrives
 * waits for it.
 *
 * If its code cannot be fetched (offline, a deployment replaced the chunk), the call fails
 * as a server that cannot be reached, and the next call fetches it again.
 */
export function lazyTransport(rejected: (error: unknown) => never): Transport {
  let send: Send | null = null;
  let loading: Promise<Send> | null = null;
  return {
    ready: () => send,
    load() {
      loading ??= import(/* webpackChunkName: "api-transport" */ './instance.js').then(
        ({ makeSend }) => (send = makeSend(rejected)),
        () => {
          loading = null;
          throw unreachable();
        },
      );
      return loading;
    },
  };
}
