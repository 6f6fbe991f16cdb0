/**
 * @jest-environment node
 */
// Every document the code refers to is in this repository: a comment or test name cites a
// rule as `docs/<file>.md#<anchor>`, and that file and anchor must exist. Citations of the
// documents the project started from (kept outside the repository) fail, so a new
// maintainer never follows a reference they cannot open.
import path from 'path';
import { ROOT, readDocs, readRepositoryFile, trackedFiles } from './repository-files';

const SECTION = '\u00a7';

/** References to documents that are not in the repository. */
const OUTSIDE: readonly RegExp[] = [
  new RegExp(`\\bspec ${SECTION}`, 'i'),
  new RegExp(`\\b(DESIGN|CONVENTIONS|TOOLCHAIN) ${SECTION}`),
  /\b(DESIGN|CONVENTIONS|TOOLCHAIN)\.md\b/,
  /product-spec\.md/,
  /\.\.\/shared\/(spec|DESIGN|CONVENTIONS|TOOLCHAIN)/,
];

const DOC_LINK = /\bdocs\/([a-z0-9-]+\.md)(?:#([a-z0-9-]+))?/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a markdown text offers: its headings' and any explicit `id="…"`. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) anchors.add(headingAnchor(heading));
  for (const [, id] of markdown.matchAll(/\bid="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** The problems of one source text: outside references and dangling docs links. */
export function referenceProblems(source: string, docs: ReadonlyMap<string, Set<string>>): string[] {
  const problems: string[] = [];
  source.split('\n').forEach((line, index) => {
    const at = `line ${index + 1}`;
    for (const pattern of OUTSIDE) if (pattern.test(line)) problems.push(`${at}: cites a document outside the repository: ${line.trim()}`);
    for (const [, file, anchor] of line.matchAll(DOC_LINK)) {
      const anchors = docs.get(file);
      if (!anchors) problems.push(`${at}: docs/${file} does not exist`);
      else if (anchor && !anchors.has(anchor)) problems.push(`${at}: docs/${file} has no anchor #${anchor}`);
    }
  });
  return problems;
}

function docAnchors(): Map<string, Set<string>> {
  return new Map([...readDocs()].map(([file, text]) => [file, anchorsOf(text)]));
}

function trackedSources(): string[] {
  return trackedFiles().filter((file) => /\.(ts|tsx|mjs|cjs|js|css|html|md)$/.test(file));
}

describe('references to documents', () => {
  const docs = new Map([['product-rules.md', new Set(['r-paid-1'])]]);

  it('spots a citation of a document outside the repository (so the scan below can be trusted)', () => {
    expect(referenceProblems(`// spec ${SECTION}4 paid status`, docs)).toHaveLength(1);
    expect(referenceProblems(`// the import boundaries of ${'DESIGN'}.md`, docs)).toHaveLength(1);
    expect(referenceProblems(`/** CONVENTIONS ${SECTION}2 */`, docs)).toHaveLength(1);
    expect(referenceProblems(`see ../shared/${'TOOLCHAIN'}.md`, docs).length).toBeGreaterThan(0);
    expect(referenceProblems('// RFC 9110 \u00a713.1.2 weak comparison', docs)).toEqual([]);
  });

  it('spots a docs link whose file or anchor does not exist', () => {
    expect(referenceProblems('// docs/product-rules.md#r-paid-1', docs)).toEqual([]);
    expect(referenceProblems('// docs/product-rules.md#r-paid-9', docs)).toHaveLength(1);
    expect(referenceProblems('// docs/nowhere.md#r-paid-1', docs)).toHaveLength(1);
  });

  it('reads anchors the way GitHub makes them', () => {
    expect([...anchorsOf('## Add a server module\n### R-PAID-1\n<a id="x"></a>')]).toEqual(['add-a-server-module', 'r-paid-1', 'x']);
  });

  it('finds every reference in the repository inside it', () => {
    const real = docAnchors();
    expect([...real.keys()]).toEqual(expect.arrayContaining(['architecture.md', 'conventions.md', 'product-rules.md']));
    // this file's own examples of bad references are not references
    const files = trackedSources().filter((file) => file !== path.relative(ROOT, __filename));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) =>
      referenceProblems(readRepositoryFile(file), real).map((problem) => `${file} ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
