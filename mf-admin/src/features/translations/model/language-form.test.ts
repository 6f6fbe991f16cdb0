import { toAddLanguageRequest, validateLanguageForm } from './language-form';

describe('the add-language form', () => {
  it('accepts a code and a name', () => {
    expect(validateLanguageForm({ code: 'pt-BR', name: 'Português' }, ['en'])).toEqual({});
    expect(toAddLanguageRequest({ code: ' it ', name: ' Italiano ' })).toEqual({ code: 'it', name: 'Italiano' });
  });

  it('asks for both fields', () => {
    expect(validateLanguageForm({ code: ' ', name: '' }, [])).toEqual({ code: { key: 'Enter a language code' }, name: { key: 'Enter the language name' } });
  });

  it('refuses a code of another shape and one already listed', () => {
    expect(validateLanguageForm({ code: 'Italian', name: 'Italiano' }, []).code).toEqual({ key: 'Use a code like es, fr or pt-BR' });
    expect(validateLanguageForm({ code: 'es', name: 'Español' }, ['en', 'es']).code).toEqual({ key: 'This language already exists' });
  });

  it('refuses a name over 60 characters', () => {
    expect(validateLanguageForm({ code: 'it', name: 'x'.repeat(61) }, []).name).toEqual({ key: '{max, plural, one {At most # character} other {At most # characters}}', params: { max: 60 } });
  });
});
