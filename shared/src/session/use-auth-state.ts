import { useSyncExternalStore } from 'react';
import { authState$ } from './bus';
import type { AuthState } from './auth-state';

function subscribe(onChange: () => void) {
  const subscription = authState$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const snapshot = (): AuthState => authState$.getValue();

/** The current auth state; re-renders on every change. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
