/**
 * @jest-environment node
 */
// A text quoted beside a rule's anchor in code is the rule's own words (see rule-quotes.ts).
import path from 'path';
import { quoteProblems, ruleTexts } from './rule-quotes';
import { ROOT, readDocs, readRepositoryFile, trackedFiles } from './repository-files';

const RULES = ruleTexts(
  [
    '### R-CSV-1',
    '**CSV download in two clicks.** The first click fetches the data;',
    'the second downloads it as `YYYYMM.All.csv`.',
    '',
    '### R-USER-1',
    "**Names.** A user's initials are shown when they have no picture.",
  ].join('\n'),
);

describe('quotations beside rule anchors', () => {
  it.each([
    [
      'a quotation of the rule, over comment lines and with words left out',
      [
        '/** docs/product-rules.md#r-csv-1: "The first click fetches the data;',
        ' * the second downloads it" — so the button holds the rows. */',
        '// docs/product-rules.md#r-user-1 Names: "initials are shown … no picture"',
        "describe('docs/product-rules.md#r-csv-1 \"CSV download in two clicks\"', () => {});",
      ],
    ],
    [
      "an anchor with no quotation, and text after a colon that is the comment's own",
      [
        '// the file name (docs/product-rules.md#r-csv-1); "YYYYMM" is the month',
        '/** docs/product-rules.md#r-user-1: the initials of a user without a picture */',
        'it("draws initials (docs/product-rules.md#r-user-1)", () => {});',
        'it("docs/product-rules.md#r-user-1", () => {});',
      ],
    ],
  ])('passes %s', (_case, lines) => {
    expect(quoteProblems(lines.join('\n'), RULES)).toEqual([]);
  });

  it('fails on a quotation that is not the rule\'s words: an old wording, a label, another rule', () => {
    const source = [
      '/** docs/product-rules.md#r-csv-1 "CSV download is two clicks: the first fetches data, the next downloads it." */',
      '// docs/product-rules.md#r-user-1: "Avatar"',
      '/** docs/product-rules.md#r-csv-1 CSV: "initials are shown" */',
      '// docs/product-rules.md#r-user-1 "CSV download in two clicks"',
    ].join('\n');
    expect(quoteProblems(source, RULES).map((problem) => problem.replace(/:.*/, ''))).toEqual(['line 1', 'line 2', 'line 3', 'line 4']);
  });

  it('finds no quotation in the code that is not its rule\'s words', () => {
    const rules = ruleTexts(readDocs().get('product-rules.md') ?? '');
    expect(rules.size).toBeGreaterThan(50);
    // this file's own planted quotations are not citations
    const files = trackedFiles().filter(
      (file) => /\.(ts|tsx|mjs|cjs|js|css|html)$/.test(file) && file !== path.relative(ROOT, __filename),
    );
    const problems = files.flatMap((file) => quoteProblems(readRepositoryFile(file), rules).map((problem) => `${file} ${problem}`));
    expect(problems).toEqual([]);
  });
});
