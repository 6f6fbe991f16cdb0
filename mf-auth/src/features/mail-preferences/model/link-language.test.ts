import { linkLanguageToAdopt } from './link-language';

describe('linkLanguageToAdopt: the opt-out page speaks the link owner\'s language to someone signed out', () => {
  it('switches a signed-out page to the owner\'s language', () => {
    expect(linkLanguageToAdopt(false, 'en', 'es')).toBe('es');
  });
  it('keeps the language when it is already the owner\'s, when signed in, or when the owner\'s is unknown', () => {
    expect(linkLanguageToAdopt(false, 'es', 'es')).toBeNull();
    expect(linkLanguageToAdopt(true, 'en', 'es')).toBeNull();
    expect(linkLanguageToAdopt(false, 'en', undefined)).toBeNull();
  });
});
