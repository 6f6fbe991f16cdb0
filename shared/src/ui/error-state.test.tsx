import { errorMessage } from './error-state';

describe('errorMessage', () => {
  it('prefers the server\'s { message } inside a failed call over the client\'s generic text', () => {
    const failedCall = Object.assign(new Error('Request failed with status code 403'), {
      response: { status: 403, data: { message: 'You do not teach this study plan' } },
    });
    expect(errorMessage(failedCall)).toBe('You do not teach this study plan');
  });

  it('reads a plain { message }, an Error and a string', () => {
    expect(errorMessage({ message: 'Email is already used' })).toBe('Email is already used');
    expect(errorMessage(new Error('Network Error'))).toBe('Network Error');
    expect(errorMessage('Offline')).toBe('Offline');
    expect(errorMessage(null)).toBeUndefined();
  });
});
