import { createContext, useContext } from 'react';

/**
 * Loads a module another remote exposes by its id, `<remote>/<exposed module>`.
 * A remote cannot resolve other remotes with its own federation runtime, so the shell
 * hands its loader down in every application's props.
 */
export type LoadRemote = <T = unknown>(id: string) => Promise<T>;

const missingLoader: LoadRemote = (id) =>
  Promise.reject(new Error(`Cannot load ${id}: this area was mounted without the shell's remote loader`));

export const RemoteContext = createContext<LoadRemote>(missingLoader);

export function useLoadRemote(): LoadRemote {
  return useContext(RemoteContext);
}
