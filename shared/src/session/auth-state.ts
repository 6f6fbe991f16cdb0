/** The auth state and its sign-in, sign-out and user edit transitions (docs/product-rules.md#r-auth-1), as a pure reducer. */

import type { ProfileType, UserDto } from '@studydesk/shared/contracts';

export type { ProfileType };

/** The signed-in user as the client keeps it (the user slice that is persisted). */
export type SessionUser = UserDto;

export interface AuthState {
  profile: SessionUser | null;
  isLoggedIn: boolean;
  isLoading: boolean;
  error: string | null;
  editableUserId: number | null;
  editableUserData: SessionUser | null;
  /** docs/product-rules.md#r-page-1: default user language English */
  userLanguage: string;
}

export const initialAuthState: AuthState = {
  profile: null,
  isLoggedIn: false,
  isLoading: false,
  error: null,
  editableUserId: null,
  editableUserData: null,
  userLanguage: 'en',
};

export type AuthAction =
  | { type: 'login/requested' }
  | { type: 'login/succeeded'; profile: SessionUser }
  | { type: 'login/failed'; error: string }
  | { type: 'logout' }
  | { type: 'profile/updated'; profile: SessionUser }
  | { type: 'language/changed'; language: string }
  | { type: 'userEdit/started'; id: number }
  | { type: 'userEdit/cancelled' }
  | { type: 'userEdit/updateRequested' }
  | { type: 'userEdit/succeeded' }
  | { type: 'userEdit/failed'; error: string }
  | { type: 'rehydrated'; profile: SessionUser | null; userLanguage: string };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'login/requested':
      return { ...state, isLoading: true, error: null };
    case 'login/succeeded':
      // "succeeded (logged in, profile and language stored)"
      return {
        ...state,
        isLoading: false,
        isLoggedIn: true,
        error: null,
        profile: action.profile,
        userLanguage: action.profile.language || state.userLanguage,
      };
    case 'login/failed':
      // "failed (error stored)"
      return { ...state, isLoading: false, isLoggedIn: false, error: action.error };
    case 'logout':
      // "Logout clears the profile."
      return { ...initialAuthState, userLanguage: state.userLanguage };
    case 'profile/updated':
      return { ...state, profile: action.profile, userLanguage: action.profile.language || state.userLanguage };
    case 'language/changed':
      return {
        ...state,
        userLanguage: action.language,
        profile: state.profile ? { ...state.profile, language: action.language } : null,
      };
    case 'userEdit/started':
      return { ...state, editableUserId: action.id, error: null };
    case 'userEdit/cancelled':
      return { ...state, editableUserId: null, editableUserData: null, error: null };
    case 'userEdit/updateRequested':
      return { ...state, isLoading: true, error: null };
    case 'userEdit/succeeded':
      // "succeeded closes the edit"
      return { ...state, isLoading: false, editableUserId: null, editableUserData: null };
    case 'userEdit/failed':
      // "failed stores the error" (the edit stays open)
      return { ...state, isLoading: false, error: action.error };
    case 'rehydrated':
      return {
        ...state,
        profile: action.profile,
        isLoggedIn: action.profile !== null,
        userLanguage: action.userLanguage,
      };
    default:
      return state;
  }
}
