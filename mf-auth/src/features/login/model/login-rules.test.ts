import { hasErrors, loginCredentials, validateLogin } from './login-rules';

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
