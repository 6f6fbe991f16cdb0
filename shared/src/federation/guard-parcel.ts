import type { LifeCycleFn, ParcelConfigObject } from 'single-spa';

type AnyLifecycle = LifeCycleFn<object> | Array<LifeCycleFn<object>> | undefined;

async function run(lifecycle: AnyLifecycle, props: object): Promise<void> {
  if (!lifecycle) return;
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props as never);
}

const nothing = async () => undefined;

/**
 * A parcel config whose loading, bootstrap and mount cannot reject: a failure is handed
 * to `onFailure` and the parcel mounts as nothing. (A rejection inside single-spa-react's
 * Parcel would otherwise also escape to the window as an unhandled error, even with
 * its handleError: the remote's failure must stay in its own spot.)
 */
export function guardParcel(load: () => Promise<ParcelConfigObject>, onFailure: (error: unknown) => void): () => Promise<ParcelConfigObject> {
  return async () => {
    let config: ParcelConfigObject;
    try {
      config = await load();
    } catch (error) {
      onFailure(error);
      return { bootstrap: nothing, mount: nothing, unmount: nothing };
    }
    let failed = false;
    const guard = (lifecycle: AnyLifecycle) => async (props: object) => {
      if (failed) return;
      try {
        await run(lifecycle, props);
      } catch (error) {
        failed = true;
        onFailure(error);
      }
    };
    return {
      ...config,
      bootstrap: guard(config.bootstrap),
      mount: guard(config.mount),
      unmount: async (props: object) => {
        if (!failed) await run(config.unmount, props);
      },
      ...(config.update ? { update: guard(config.update) } : {}),
    };
  };
}
