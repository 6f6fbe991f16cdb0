import { hasErrors, loginCredentials, signInProblem, validateLogin } from './login-rules';

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: 'Enter your email address',
      password: 'Enter your password',
    });
  });

  it('passes filled-in fields', () => {
    const errors = validateLogin({ email: 'ana@example.com', password: 'x' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });
});

describe('loginCredentials', () => {
  it('trims the address but keeps the password as typed', () => {
    expect(loginCredentials({ email: ' ana@example.com ', password: ' secret ' })).toEqual({
      email: 'ana@example.com',
      password: ' secret ',
    });
  });
});

describe('signInProblem (a plain-form sign-in sent back to /login)', () => {
  it('names the server message of a known problem', () => {
    expect(signInProblem('?signin=wrong')).toBe('Invalid email or password');
    expect(signInProblem('?signin=limited')).toBe('Too many attempts. Wait a few minutes and try again.');
  });

  it('shows nothing for an unknown or missing problem: the address cannot put its own words on the page', () => {
    expect(signInProblem('?signin=You%20have%20won')).toBeNull();
    expect(signInProblem('?signin=constructor')).toBeNull();
    expect(signInProblem('')).toBeNull();
  });
});
