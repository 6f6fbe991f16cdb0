import { Value } from '@sinclair/typebox/value';
import { Email } from './common';
import { isEmail } from './email';

describe('isEmail', () => {
  it.each(['ana@example.com', '  ana@example.com '])('accepts an address with a domain, around spaces too: %j', (text) => {
    expect(isEmail(text)).toBe(true);
  });

  it.each(['', 'ana', 'ana@example', 'a na@example.com'])('refuses text that cannot be an address: %j', (text) => {
    expect(isEmail(text)).toBe(false);
  });

  it('refuses an address longer than the contract allows, as the server does', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(Value.Check(Email, long)).toBe(false);
    expect(isEmail(long)).toBe(false);
  });

  it('agrees with the schema on trimmed input', () => {
    for (const text of ['ana@example.com', 'x@y.z', 'bad@', '@bad.com', `${'b'.repeat(243)}@example.com`]) {
      expect(isEmail(text)).toBe(Value.Check(Email, text));
    }
  });
});
