import { TOKEN_MESSAGES } from '@studydesk/shared/contracts';
import {
  checkPassword,
  initialSetPasswordState,
  PASSWORD_MIN_LENGTH,
  setPasswordReducer,
  tokenProblemOf,
} from './set-password-rules';

describe('checkPassword', () => {
  it('requires the minimum length', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkPassword('1234567', '1234567')).toMatchObject({ longEnough: false, matches: true, valid: false });
    expect(checkPassword('12345678', '12345678')).toMatchObject({ longEnough: true, matches: true, valid: true });
  });

  it('shows a mismatch only once the confirmation has been typed', () => {
    expect(checkPassword('abcdefgh', '')).toMatchObject({ matches: false, mismatchShown: false, valid: false });
    expect(checkPassword('abcdefgh', 'abc')).toMatchObject({ matches: false, mismatchShown: true, valid: false });
  });

  it('counts characters, not trimmed text', () => {
    expect(checkPassword('        ', '        ').longEnough).toBe(true);
  });
});

describe('tokenProblemOf', () => {
  it('tells expired, used and unknown links apart by the server message', () => {
    expect(tokenProblemOf(410, TOKEN_MESSAGES.expired)).toBe('expired');
    expect(tokenProblemOf(410, TOKEN_MESSAGES.used)).toBe('used');
    expect(tokenProblemOf(400, TOKEN_MESSAGES.unknown)).toBe('unknown');
  });

  it('treats any other 410 as expired and other errors as not about the link', () => {
    expect(tokenProblemOf(410, 'Gone')).toBe('expired');
    expect(tokenProblemOf(400, 'Password is too short')).toBeNull();
    expect(tokenProblemOf(undefined, 'The server cannot be reached.')).toBeNull();
  });
});

describe('setPasswordReducer', () => {
  it('goes editing → submitting → done', () => {
    const submitting = setPasswordReducer(initialSetPasswordState, { type: 'submitted' });
    expect(submitting).toEqual({ status: 'submitting' });
    expect(setPasswordReducer(submitting, { type: 'succeeded' })).toEqual({ status: 'done' });
  });

  it('returns to editing with the error for a failure the user can retry', () => {
    const state = setPasswordReducer({ status: 'submitting' }, { type: 'failed', status: undefined, message: 'Offline' });
    expect(state).toEqual({ status: 'editing', error: 'Offline' });
  });

  it('switches to the link explanation for a dead link', () => {
    const state = setPasswordReducer({ status: 'submitting' }, { type: 'failed', status: 410, message: TOKEN_MESSAGES.used });
    expect(state).toEqual({ status: 'badToken', problem: 'used', message: TOKEN_MESSAGES.used });
  });
});
