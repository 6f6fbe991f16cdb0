import { escapeLike, foldForSearch, searchPattern } from '../../src/db/search-text';

describe('foldForSearch', () => {
  it('lower-cases and removes accents', () => {
    expect(foldForSearch('Zoë', 'Núñez')).toBe('zoe nunez');
    expect(foldForSearch('JOSÉ García')).toBe('jose garcia');
    expect(foldForSearch('Hélène Moreau')).toBe('helene moreau');
  });

  it('folds letters that have no decomposition', () => {
    expect(foldForSearch('Jürgen Weiß')).toBe('jurgen weiss');
    expect(foldForSearch('Søren', 'Małgorzata', 'Yılmaz')).toBe('soren malgorzata yilmaz');
  });

  it('collapses whitespace and skips empty parts', () => {
    expect(foldForSearch('  Ana \t Sousa\n', null, undefined, '', 'ana@example.com')).toBe('ana sousa ana@example.com');
  });

  it('folds composed and decomposed input the same', () => {
    expect(foldForSearch('Chlo\u00e9')).toBe(foldForSearch('Chloe\u0301'));
  });

  it('keeps non-Latin scripts, only lower-cased', () => {
    expect(foldForSearch('Дмитрий ПЕТРОВ')).toBe('дмитрий петров');
    expect(foldForSearch('佐藤 ゆき')).toBe('佐藤 ゆき');
  });
});

describe('searchPattern', () => {
  it('folds the query and escapes LIKE wildcards', () => {
    expect(searchPattern(' Zoë ')).toBe('%zoe%');
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(searchPattern('100%')).toBe('%100\\%%');
  });
});
