import { PASSWORD_MIN_LENGTH, TOKEN_MESSAGES } from '@studydesk/shared/contracts';

export { PASSWORD_MIN_LENGTH };

export interface PasswordCheck {
  /** at least PASSWORD_MIN_LENGTH characters */
  longEnough: boolean;
  /** the confirmation is filled in and equals the password */
  matches: boolean;
  /** the confirmation has been typed and differs: worth telling the user now */
  mismatchShown: boolean;
  valid: boolean;
}

/** Live checks shown under the fields while the user types. */
export function checkPassword(password: string, confirm: string): PasswordCheck {
  const longEnough = password.length >= PASSWORD_MIN_LENGTH;
  const matches = confirm.length > 0 && confirm === password;
  return {
    longEnough,
    matches,
    mismatchShown: confirm.length > 0 && confirm !== password,
    valid: longEnough && matches,
  };
}

export type TokenProblem = 'expired' | 'used' | 'unknown';

/**
 * Why a link does not work. The server answers 400 for an unknown link and 410 for an
 * expired or used one, each with its own TOKEN_MESSAGES text; the text decides between
 * expired and used, the status is the fallback when a proxy rewrote the body.
 */
export function tokenProblemOf(status: number | undefined, message: string): TokenProblem | null {
  if (message === TOKEN_MESSAGES.expired) return 'expired';
  if (message === TOKEN_MESSAGES.used) return 'used';
  if (message === TOKEN_MESSAGES.unknown) return 'unknown';
  if (status === 410) return 'expired';
  return null;
}

export type SetPasswordState =
  | { status: 'editing'; error: string | null }
  | { status: 'submitting' }
  | { status: 'done' }
  | { status: 'badToken'; problem: TokenProblem; message: string };

export type SetPasswordAction =
  | { type: 'submitted' }
  | { type: 'succeeded' }
  | { type: 'failed'; status: number | undefined; message: string };

export const initialSetPasswordState: SetPasswordState = { status: 'editing', error: null };

export function setPasswordReducer(state: SetPasswordState, action: SetPasswordAction): SetPasswordState {
  switch (action.type) {
    case 'submitted':
      return state.status === 'submitting' ? state : { status: 'submitting' };
    case 'succeeded':
      return { status: 'done' };
    case 'failed': {
      // A dead link cannot be fixed by typing again: the page switches to the explanation.
      const problem = tokenProblemOf(action.status, action.message);
      if (problem) return { status: 'badToken', problem, message: action.message };
      return { status: 'editing', error: action.message };
    }
    default:
      return state;
  }
}
