/**
 * The ICU message subset the dictionary uses: `{name}` placeholders and one plural form,
 * `{count, plural, =0 {…} one {…} few {…} many {…} other {…}}`, its branch chosen with
 * `Intl.PluralRules` of the user's language; `#` in a branch is the count (with the
 * language's separators), and other
 * `{placeholders}` (the count's own name included) are filled inside branches too.
 *
 * Hand-written on purpose: a full ICU library (intl-messageformat and its parser) costs
 * tens of KB in the shared chunk every first page loads, whose JavaScript budget is
 * tight; this subset is a few hundred bytes and is all the dictionary needs.
 */
export type MessageParams = Record<string, string | number>;

const PLURAL_HEAD = /^\s*(\w+)\s*,\s*plural\s*,/;
const NAME = /^\s*(\w+)\s*$/;
const SELECTOR = /^(=\d+|zero|one|two|few|many|other)$/;

/** Index of the `}` closing the `{` at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

interface Plural {
  name: string;
  branches: Array<[selector: string, text: string]>;
}

/** `count, plural, one {…} other {…}` (inside the outer braces) → its branches; null when malformed. */
function parsePlural(inner: string): Plural | null {
  const head = PLURAL_HEAD.exec(inner);
  if (!head) return null;
  const branches: Plural['branches'] = [];
  let rest = inner.slice(head[0].length);
  for (;;) {
    rest = rest.trimStart();
    if (rest === '') break;
    const open = rest.indexOf('{');
    if (open < 0) return null;
    const selector = rest.slice(0, open).trim();
    const close = closingBrace(rest, open);
    if (!SELECTOR.test(selector) || close < 0) return null;
    branches.push([selector, rest.slice(open + 1, close)]);
    rest = rest.slice(close + 1);
  }
  return branches.some(([selector]) => selector === 'other') ? { name: head[1], branches } : null;
}

/*
 * One `Intl` object per language, made at its first use: making one costs far more than
 * using it (a teacher's home screen formats a plural for every row of its table).
 */
const pluralRulesByLanguage = new Map<string, Intl.PluralRules>();
const countFormats = new Map<string, Intl.NumberFormat>();
const MAX_LANGUAGES = 64;

function perLanguage<T>(cache: Map<string, T>, language: string, make: (tag: string) => T): T {
  let made = cache.get(language);
  if (!made) {
    try {
      made = make(language);
    } catch {
      // an unknown language tag: English rather than an error on screen
      made = make('en');
    }
    // the server formats in languages that requests name: a bound, so they cannot fill memory
    if (cache.size < MAX_LANGUAGES) cache.set(language, made);
  }
  return made;
}

function pluralRules(language: string): Intl.PluralRules {
  return perLanguage(pluralRulesByLanguage, language, (tag) => new Intl.PluralRules(tag));
}

/** `#` reads as the count with the language's separators (1,5 in German). */
function countText(count: number, language: string): string {
  return perLanguage(countFormats, language, (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 })).format(count);
}

function choose(plural: Plural, count: number, language: string): string {
  const exact = plural.branches.find(([selector]) => selector === `=${count}`);
  if (exact) return exact[1];
  const category = pluralRules(language).select(count);
  const branch = plural.branches.find(([selector]) => selector === category) ?? plural.branches.find(([selector]) => selector === 'other');
  return branch ? branch[1] : '';
}

/** A message cut at its placeholders: text as is, a `{name}`, or a plural form (each with its text as written). */
type Segment = string | { raw: string; name: string } | { raw: string; plural: Plural };

/*
 * Each message is cut into segments once: a screen formats the same few messages for every
 * row it shows. Bounded, since the server formats texts that requests lead to.
 */
const segmentsByText = new Map<string, Segment[]>();
const MAX_CACHED_MESSAGES = 2000;

function segmentsOf(text: string): Segment[] {
  const cached = segmentsByText.get(text);
  if (cached) return cached;
  const segments: Segment[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    const close = open < 0 ? -1 : closingBrace(text, open);
    if (close < 0) {
      segments.push(text.slice(at));
      break;
    }
    if (open > at) segments.push(text.slice(at, open));
    const raw = text.slice(open, close + 1);
    const inner = text.slice(open + 1, close);
    const name = NAME.exec(inner)?.[1];
    const plural = name === undefined ? parsePlural(inner) : null;
    segments.push(name !== undefined ? { raw, name } : plural ? { raw, plural } : raw);
    at = close + 1;
  }
  if (segmentsByText.size < MAX_CACHED_MESSAGES) segmentsByText.set(text, segments);
  return segments;
}

/** Fills placeholders and plural forms; anything it cannot fill stays as written. */
export function formatMessage(text: string, params: MessageParams | undefined, language: string): string {
  if (!params || !text.includes('{')) return text;
  let out = '';
  for (const segment of segmentsOf(text)) {
    if (typeof segment === 'string') {
      out += segment;
    } else if ('name' in segment) {
      out += segment.name in params ? String(params[segment.name]) : segment.raw;
    } else if (segment.plural.name in params && Number.isFinite(Number(params[segment.plural.name]))) {
      const count = Number(params[segment.plural.name]);
      const branch = choose(segment.plural, count, language).replace(/#/g, countText(count, language));
      out += formatMessage(branch, params, language);
    } else {
      out += segment.raw;
    }
  }
  return out;
}

/**
 * The placeholder names a text uses, a plural's count included, sorted; throws a
 * SyntaxError when braces do not balance or a plural form does not parse (no `other`,
 * an unknown selector), so a dictionary check can report the text.
 */
export function messagePlaceholders(text: string): string[] {
  const names = new Set<string>();
  const visit = (part: string) => {
    let at = 0;
    while (at < part.length) {
      const open = part.indexOf('{', at);
      const stray = part.indexOf('}', at);
      if (open < 0) {
        if (stray >= 0) throw new SyntaxError(`Unbalanced "}" in: ${text}`);
        return;
      }
      if (stray >= 0 && stray < open) throw new SyntaxError(`Unbalanced "}" in: ${text}`);
      const close = closingBrace(part, open);
      if (close < 0) throw new SyntaxError(`Unbalanced "{" in: ${text}`);
      const inner = part.slice(open + 1, close);
      const name = NAME.exec(inner)?.[1];
      if (name !== undefined) {
        names.add(name);
      } else {
        const plural = parsePlural(inner);
        if (!plural) throw new SyntaxError(`Not a placeholder or a plural form ({n, plural, one {…} other {…}}): {${inner}} in: ${text}`);
        names.add(plural.name);
        for (const [, branch] of plural.branches) visit(branch);
      }
      at = close + 1;
    }
  };
  visit(text);
  return [...names].sort();
}
