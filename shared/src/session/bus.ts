import { BehaviorSubject, Subject, filter, type Observable } from 'rxjs';
import { authReducer, initialAuthState, type AuthAction, type AuthState } from './auth-state';
import type { AppEvent, AppEventType } from './events';

/**
 * The session bus. State is a BehaviorSubject so a remote that mounts late still gets
 * the current session; events are a plain Subject (only listeners present see them).
 */
export const authState$ = new BehaviorSubject<AuthState>(initialAuthState);

export function dispatchAuth(action: AuthAction): AuthState {
  const next = authReducer(authState$.getValue(), action);
  if (next !== authState$.getValue()) authState$.next(next);
  return next;
}

export const events$ = new Subject<AppEvent>();

export function publish(event: AppEvent): void {
  events$.next(event);
}

export function on<T extends AppEventType>(type: T): Observable<Extract<AppEvent, { type: T }>> {
  return events$.pipe(filter((event): event is Extract<AppEvent, { type: T }> => event.type === type));
}
