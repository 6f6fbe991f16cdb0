/**
 * Texts that show a count beside a noun without a plural form: "1 cards to review now",
 * "3 member(s)". A count must go through `{count, plural, one {…} other {…}}`, so each
 * language picks its own form. Found in the English keys (what the code passes to t()
 * and msg()): a "(s)" anywhere, or a number-like placeholder outside a plural form
 * followed, within two words, by an English plural noun.
 */
const NUMBER_LIKE = /^(count|total|failures|remaining|weeks|days|hours|minutes|points|limit|max|min|number|size|n)$/i;
/** words ending in s that are not plural nouns */
const NOT_PLURAL = /^(is|was|has|does|this|its|his|yes|as|us|less|address|across|class|process|access|progress|plus)$/i;

/** The text with every plural form `{x, plural, …}` cut out (what is left is outside them). */
function outsidePlurals(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{' && /^\{\s*\w+\s*,\s*plural\s*,/.test(text.slice(i))) {
      let depth = 0;
      for (; i < text.length; i += 1) {
        if (text[i] === '{') depth += 1;
        else if (text[i] === '}' && --depth === 0) break;
      }
      out += ' ';
    } else out += text[i];
  }
  return out;
}

/** Why `key` is a hand-made plural, or null. */
export function handMadePlural(key: string): string | null {
  if (/\w\(s\)/.test(key)) return 'writes "(s)"';
  const text = outsidePlurals(key);
  for (const match of text.matchAll(/\{(\w+)\}((?:\s+[^\s{}]+){1,2})/g)) {
    if (!NUMBER_LIKE.test(match[1])) continue;
    const words = match[2].trim().split(/\s+/).map((word) => word.replace(/[.,;:!?)]+$/, ''));
    const noun = words.find((word) => /[a-z]s$/.test(word) && !/ss$/.test(word) && !NOT_PLURAL.test(word));
    if (noun) return `{${match[1]}} ${noun} outside a plural form`;
  }
  return null;
}

/** `x === 1 ? '' : 's'`, `n === 1 ? ' was' : 's were'`, `n !== 1 ? 's' : ''`, `n === 1 ? 's' : ''`: English inflected in code. */
const CODE_PLURAL = /[!=]==\s*1\s*\?\s*(['"`])[^'"`\n]{0,8}\1\s*:\s*(['"`])s\b[^'"`\n]{0,8}\2|!==\s*1\s*\?\s*(['"`])s\3|===\s*1\s*\?\s*(['"`])s\4\s*:\s*(['"`])\5/;

/** Whether a line of code makes an English plural by hand instead of through a plural form. */
export function pluralMadeInCode(line: string): boolean {
  return CODE_PLURAL.test(line);
}
