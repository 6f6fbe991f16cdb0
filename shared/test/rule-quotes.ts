// Code cites a behaviour rule by its anchor, `docs/product-rules.md#r-paid-1`. A quotation
// beside the anchor claims to be the rule's own words; when it is not (an older wording, a
// summary, a label), a reader takes it for the rule. So a quotation beside an anchor must be
// words of that rule.
//
// What counts as a quotation beside an anchor: after the anchor, an optional colon, at least
// one space and at most a one-word label with its colon (`#r-csv-2 CSV: "…"`), a text in
// double quotes ("…" or “…”), which may run over the lines of one comment. Its words must
// appear in the rule's text in the same order, ignoring case, quotes, markdown emphasis and
// line breaks; `…` in a quotation skips words. Text after a colon without quotes is the
// comment's own and is not checked.

const ANCHOR = /docs\/product-rules\.md#(r-[a-z]+-\d+)/g;
const QUOTE_START = /^:?\s+(?:[A-Za-z][\w-]*:\s+)?(["“])(?=[\w'/(-])/;
const CONTINUATION = /\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g;
const LONGEST_QUOTE = 600;

/** A text as quotations are compared: lower case, no quotes, emphasis or line breaks. */
function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/["'`*“”‘’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of each rule of product-rules.md by its anchor (`r-paid-1`), made comparable. */
export function ruleTexts(markdown: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [, id, body] of markdown.matchAll(/^### (R-[A-Z]+-\d+)\s*\n([\s\S]*?)(?=^#{1,6} |(?![\s\S]))/gm)) {
    rules.set(id.toLowerCase(), comparable(body));
  }
  return rules;
}

/** Whether a quotation is words of a rule: each part between `…` found in order. */
function quotes(rule: string, quotation: string): boolean {
  let from = 0;
  for (const part of quotation.split(/…|\.\.\./)) {
    const words = comparable(part).replace(/^[\s.,;:]+|[\s.,;:]+$/g, '');
    if (words === '') continue;
    const at = rule.indexOf(words, from);
    if (at < 0) return false;
    from = at + words.length;
  }
  return true;
}

/** The quotation beside each anchor of a source text. */
function quotationsBesideAnchors(source: string): Array<{ anchor: string; quotation: string; line: number }> {
  const found: Array<{ anchor: string; quotation: string; line: number }> = [];
  for (const match of source.matchAll(ANCHOR)) {
    const after = source.slice(match.index + match[0].length, match.index + match[0].length + LONGEST_QUOTE);
    const start = QUOTE_START.exec(after);
    if (!start) continue;
    const close = start[1] === '“' ? '”' : '"';
    const end = after.indexOf(close, start[0].length);
    if (end < 0) continue;
    const quotation = after.slice(start[0].length, end).replace(CONTINUATION, ' ');
    found.push({ anchor: match[1], quotation, line: source.slice(0, match.index).split('\n').length });
  }
  return found;
}

/** Quotations beside anchors that are not words of the rule they cite. */
export function quoteProblems(source: string, rules: ReadonlyMap<string, string>): string[] {
  return quotationsBesideAnchors(source)
    .filter(({ anchor, quotation }) => !quotes(rules.get(anchor) ?? '', quotation))
    .map(({ anchor, quotation, line }) => `line ${line}: #${anchor} quotes "${quotation}", not words of the rule`);
}
