/** Shortening a text (docs/product-rules.md#r-text-1). */
export const ELLIPSIS = '…';

type Segmenter = { segment(input: string): Iterable<{ index: number; segment: string }> };

let graphemes: Segmenter | null | undefined;

function graphemeSegmenter(): Segmenter | null {
  if (graphemes === undefined) {
    const Ctor = (Intl as unknown as { Segmenter?: new (l?: string, o?: object) => Segmenter }).Segmenter;
    graphemes = Ctor ? new Ctor(undefined, { granularity: 'grapheme' }) : null;
  }
  return graphemes;
}

/**
 * UTF-16 offset after the first `max` user-perceived characters, or -1 when the text has
 * no more than `max`. Counting graphemes keeps emoji, flags and accented letters whole;
 * without Intl.Segmenter, code points at least never split a surrogate pair.
 */
function cutOffset(text: string, max: number): number {
  let count = 0;
  const segmenter = graphemeSegmenter();
  if (segmenter) {
    for (const { index } of segmenter.segment(text)) {
      if (count === max) return index;
      count += 1;
    }
    return -1;
  }
  let offset = 0;
  for (const point of text) {
    if (count === max) return offset;
    count += 1;
    offset += point.length;
  }
  return -1;
}

/** The text cut to `max` characters plus '…'; shorter texts come back unchanged. */
export function shorten(text: string | null | undefined, max = 70): string {
  if (!text) return '';
  // Fewer UTF-16 units than `max` means fewer characters too: skip the segmenting.
  if (text.length <= max) return text;
  const offset = cutOffset(text, Math.max(0, Math.floor(max)));
  if (offset < 0) return text;
  // A cut that lands after a space would show "word …"; keep the ellipsis on the word.
  return text.slice(0, offset).trimEnd() + ELLIPSIS;
}
