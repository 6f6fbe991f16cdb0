export { initialAuthState } from './auth-state';
export type { AuthAction, AuthState, ProfileType, SessionUser } from './auth-state';
export { authState$, dispatchAuth, events$, on, publish } from './bus';
export type { ActivitySummary, AppEvent, AppEventType } from './events';
export { persistUserSlice, rehydrate } from './persist';
export { changeLanguage, login, logout } from './sign-in';
export { refreshSession } from './refresh';
export { useAuthState } from './use-auth-state';

// Importing the session module is enough for an Unauthorized answer to log out.
import { watchUnauthorized } from './sign-in';
watchUnauthorized();
