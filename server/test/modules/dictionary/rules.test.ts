import { checkedTranslation, placeholdersOf } from '../../../src/modules/dictionary/rules';

describe('placeholdersOf', () => {
  it('finds simple placeholders', () => {
    expect(placeholdersOf('Page {page} of {pages}')).toEqual(new Set(['page', 'pages']));
    expect(placeholdersOf('No placeholder')).toEqual(new Set());
  });

  it('finds the plural variable and the placeholders inside branches, not the branch texts', () => {
    expect(placeholdersOf('{count, plural, one {un miembro} other {{count} miembros de {group}}}')).toEqual(new Set(['count', 'group']));
    expect(placeholdersOf('{count, plural, =0 {nadie} one {# miembro} other {# miembros}}')).toEqual(new Set(['count']));
  });

  it('refuses braces that do not pair up', () => {
    expect(placeholdersOf('Page {page of {pages}')).toBeNull();
    expect(placeholdersOf('Page {page}}')).toBeNull();
    expect(placeholdersOf('{count, plural, one {x}')).toBeNull();
  });
});

describe('checkedTranslation', () => {
  it('keeps a text with the key\'s placeholders, trimmed', () => {
    expect(checkedTranslation('Page {page} of {pages}', 'es', ' Página {page} de {pages} ')).toBe('Página {page} de {pages}');
    expect(checkedTranslation('{count} member(s)', 'es', '{count, plural, one {# miembro} other {# miembros}}')).toBe('{count, plural, one {# miembro} other {# miembros}}');
  });

  it('refuses a text that drops or invents a placeholder', () => {
    expect(() => checkedTranslation('{count} member(s)', 'es', 'miembros')).toThrow('same placeholders');
    expect(() => checkedTranslation('Save', 'es', 'Guardar {name}')).toThrow('same placeholders');
  });

  it('empties another language\'s cell, never English', () => {
    expect(checkedTranslation('Save', 'es', '  ')).toBe('');
    expect(() => checkedTranslation('Save', 'en', '')).toThrow('English text cannot be empty');
  });
});
