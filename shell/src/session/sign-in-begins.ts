import { filter, merge, type Observable } from 'rxjs';
import { authState$, on } from '@studydesk/shared/session';

/**
 * When a sign-in begins: at the first keystroke in the sign-in form (the sign-in screen
 * publishes `signIn/started`), or when the form is sent if nothing announced it. What the
 * signed-in screens need starts loading then, while the password is typed and checked
 * (docs/architecture.md#how-a-request-flows). It may emit more than once: take the first.
 */
export function signInBegins(): Observable<unknown> {
  return merge(on('signIn/started'), authState$.pipe(filter((state) => state.isLoading && !state.isLoggedIn)));
}
