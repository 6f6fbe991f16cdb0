import { displayName, initials } from './names';

describe('displayName — docs/product-rules.md#r-user-1', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Ana', lastName: 'Lima', title: 'Dr' })).toBe('Ana Lima');
  });

  it('uses the title when both names are empty', () => {
    expect(displayName({ firstName: ' ', lastName: '', title: 'Reception desk' })).toBe('Reception desk');
  });

  it('uses one name alone when the other is empty, not the title', () => {
    expect(displayName({ firstName: '', lastName: 'Lima', title: 'Dr' })).toBe('Lima');
  });
});

describe('initials — docs/product-rules.md#r-user-1', () => {
  it('takes the first letters of first and last name, upper-cased', () => {
    expect(initials({ firstName: 'ana', lastName: 'lima' })).toBe('AL');
  });

  it('falls back to the first two words of the title', () => {
    expect(initials({ firstName: '', lastName: '', title: 'front office team' })).toBe('FO');
  });

  it('keeps letters outside the basic plane whole and shows ? for nobody', () => {
    expect(initials({ firstName: '𝒜lice', lastName: 'Émile' })).toBe('𝒜É');
    expect(initials({ firstName: '', lastName: '', title: '' })).toBe('?');
    expect(initials(null)).toBe('?');
  });
});
