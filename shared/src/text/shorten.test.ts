import fc from 'fast-check';
import { ELLIPSIS, shorten } from './shorten';

describe('shorten — docs/product-rules.md#r-text-1', () => {
  it('keeps texts of up to 70 characters as they are', () => {
    const seventy = 'x'.repeat(70);
    expect(shorten(seventy)).toBe(seventy);
  });

  it('cuts longer texts to 70 characters and adds an ellipsis', () => {
    expect(shorten('y'.repeat(71))).toBe('y'.repeat(70) + ELLIPSIS);
  });

  it('honours a custom maximum and drops the space before the ellipsis', () => {
    expect(shorten('Present perfect practice', 8)).toBe('Present' + ELLIPSIS);
  });

  it('never cuts inside a surrogate pair or an emoji sequence', () => {
    const text = 'a' + '😀'.repeat(5);
    expect(shorten(text, 3)).toBe('a😀😀' + ELLIPSIS);
    const family = '👩‍👩‍👧';
    expect(shorten(family.repeat(3), 1)).toBe(family + ELLIPSIS);
  });

  it('treats missing text as empty', () => {
    expect(shorten(null)).toBe('');
    expect(shorten(undefined, 5)).toBe('');
  });

  it('property: short texts come back whole; long ones become a prefix of at most max characters + …', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const count = (text: string) => Array.from(segmenter.segment(text)).length;
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), fc.integer({ min: 1, max: 90 }), (text, max) => {
        const result = shorten(text, max);
        if (count(text) <= max) {
          expect(result).toBe(text);
          return;
        }
        expect(result.endsWith(ELLIPSIS)).toBe(true);
        const body = result.slice(0, -ELLIPSIS.length);
        expect(text.startsWith(body)).toBe(true);
        expect(count(body)).toBeLessThanOrEqual(max);
        expect(/[\uD800-\uDBFF]$/.test(body)).toBe(false);
      }),
    );
  });
});
