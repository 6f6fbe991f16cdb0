/**
 * The part of a style sheet a server-drawn page needs for its first paint: the rules that
 * can match its markup. A signed-out page carried every rule of the shell's, the UI kit's
 * and its remote's sheets (some 22 KB of text for /login's 3 KB of markup); the whole
 * sheets come after the first paint, when the bundles' loaders link them (the page
 * preloads them at low priority), and hold the same rules, so nothing painted changes.
 *
 * The filter only ever keeps too much: a rule goes only when one of the classes or ids its
 * selector requires is nowhere in the markup. What sits inside `:not()`, `:is()`,
 * `:where()` or `:has()` requires nothing; element and attribute selectors are kept.
 * Cascade layers stay declared in their order even when emptied.
 */

/** The class names and ids the markup uses. */
export function namesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\s(class|id)="([^"]*)"/g)) {
    for (const name of match[2].split(/\s+/)) if (name) names.add(`${match[1] === 'id' ? '#' : '.'}${name}`);
  }
  return names;
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').trim();

/** The top-level parts of CSS text: `prelude{body}` blocks and `@statements;`, comments skipped. */
function blocks(css: string): Array<{ prelude: string; body: string | null }> {
  const parts: Array<{ prelude: string; body: string | null }> = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '"' || char === "'") {
      const end = css.indexOf(char, i + 1);
      i = end === -1 ? css.length : end;
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (char === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        parts.push({ prelude: withoutComments(css.slice(start, open)), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      parts.push({ prelude: withoutComments(css.slice(start, i)), body: null });
      start = i + 1;
    }
  }
  return parts.filter((part) => part.prelude !== '' || part.body !== null);
}

/** `:not(…)`, `:is(…)`, `:where(…)`, `:has(…)` and their nested parentheses taken out. */
function withoutFunctionalPseudos(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i += 1) {
    const match = /^:(not|is|where|has)\(/.exec(selector.slice(i, i + 7));
    if (!match) {
      out += selector[i];
      continue;
    }
    let depth = 0;
    let j = i + match[0].length - 1;
    for (; j < selector.length; j += 1) {
      if (selector[j] === '(') depth += 1;
      else if (selector[j] === ')' && --depth === 0) break;
    }
    i = j;
  }
  return out;
}

/** Whether one of the selectors of `selectorList` may match an element of the markup. */
function mayMatch(selectorList: string, names: Set<string>): boolean {
  return selectorList.split(',').some((selector) => {
    const required = withoutFunctionalPseudos(selector.replace(/\[[^\]]*\]/g, '')).match(/[.#]-?[_a-zA-Z][\w-]*/g) ?? [];
    return required.every((name) => names.has(name));
  });
}

const GROUPING = /^@(media|supports|layer|container)\b/;

/** The rules of `css` that may match markup with these class names and ids. */
export function criticalCss(css: string, names: Set<string>): string {
  let out = '';
  for (const { prelude, body } of blocks(css)) {
    if (body === null) {
      out += `${prelude};`;
    } else if (GROUPING.test(prelude)) {
      const inner = criticalCss(body, names);
      // an emptied layer stays declared, so the layers keep their order
      if (inner !== '' || prelude.startsWith('@layer')) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || mayMatch(prelude, names)) {
      out += `${prelude}{${body}}`;
    }
  }
  return out;
}
