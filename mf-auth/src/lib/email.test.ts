import { isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it('accepts an address with a domain', () => {
    expect(isEmailAddress('ana@example.com')).toBe(true);
    expect(isEmailAddress('  ana@example.com ')).toBe(true);
  });

  it('refuses text that cannot be an address', () => {
    expect(isEmailAddress('')).toBe(false);
    expect(isEmailAddress('ana')).toBe(false);
    expect(isEmailAddress('ana@example')).toBe(false);
    expect(isEmailAddress('a na@example.com')).toBe(false);
  });
});
