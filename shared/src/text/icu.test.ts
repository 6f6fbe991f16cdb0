import { formatMessage, messagePlaceholders } from './icu';

describe('formatMessage', () => {
  it('fills plain placeholders and leaves unknown ones', () => {
    expect(formatMessage('{name} has {count} lessons', { name: 'Ana', count: 3 }, 'en')).toBe('Ana has 3 lessons');
    expect(formatMessage('{missing} stays', { other: 1 }, 'en')).toBe('{missing} stays');
  });

  it('falls back to English plural rules for an unknown language tag', () => {
    expect(formatMessage('{n, plural, one {one} other {many}}', { n: 1 }, 'not a tag!')).toBe('one');
  });

  it('writes # with the language’s decimal separator', () => {
    expect(formatMessage('{count, plural, one {# Stunde} other {# Stunden}}', { count: 1.5 }, 'de')).toBe('1,5 Stunden');
  });

  it('formats a message again with other values (it is cut into parts once)', () => {
    const text = '{name}: {count, plural, =0 {no lessons} one {# lesson} other {# lessons}} {missing}';
    expect(formatMessage(text, { name: 'Ana', count: 0 }, 'en')).toBe('Ana: no lessons {missing}');
    expect(formatMessage(text, { name: 'Ben', count: 1 }, 'en')).toBe('Ben: 1 lesson {missing}');
    expect(formatMessage(text, { name: 'Cy', count: 2500 }, 'en')).toBe('Cy: 2,500 lessons {missing}');
    expect(formatMessage(text, { count: 2 }, 'en')).toBe('{name}: 2 lessons {missing}');
  });

  it('leaves unbalanced text as written', () => {
    expect(formatMessage('Broken {name', { name: 'x' }, 'en')).toBe('Broken {name');
  });
});

describe('messagePlaceholders', () => {
  it('lists plain placeholders and a plural’s count, with the placeholders of its branches', () => {
    expect(messagePlaceholders('Page {page} of {pages}')).toEqual(['page', 'pages']);
    expect(messagePlaceholders('{count, plural, one {# card for {name}} other {{count} cards for {name}}}')).toEqual(['count', 'name']);
    expect(messagePlaceholders('No placeholder')).toEqual([]);
  });

  it('throws on a plural form that does not parse', () => {
    expect(() => messagePlaceholders('{count, plural, one {# card}}')).toThrow(SyntaxError); // no other
    expect(() => messagePlaceholders('{count, plural, several {# cards} other {# cards}}')).toThrow(SyntaxError);
    expect(() => messagePlaceholders('{count, plural, one {# card} other {# cards}')).toThrow(SyntaxError);
    expect(() => messagePlaceholders('Stray } brace')).toThrow(SyntaxError);
    expect(() => messagePlaceholders('{count, select, one {x} other {y}}')).toThrow(SyntaxError);
  });
});
