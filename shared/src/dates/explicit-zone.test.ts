import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// docs/conventions.md#site-time-zone: a date helper is told the zone by its caller, which
// reads the site zone with useSiteTimeZone (or the server's site settings). A default zone
// (UTC, or the zone last loaded) would quietly show the wrong day to half the world.
const DIR = __dirname;
const sources = fs.readdirSync(DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

/** Every parameter whose name says it is a zone, with where it stands and whether it has a default. */
function zoneParameters(file: string) {
  const text = fs.readFileSync(path.join(DIR, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { at: string; optional: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isParameter(node) && /zone/i.test(node.name.getText(source))) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ at: `${file}:${line} ${node.getText(source)}`, optional: node.initializer !== undefined || node.questionToken !== undefined });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { text, found };
}

describe('the date helpers take the time zone from their caller', () => {
  const scanned = sources.map(zoneParameters);

  it('no zone parameter is optional or has a default', () => {
    const optional = scanned.flatMap(({ found }) => found.filter((p) => p.optional).map((p) => p.at));
    expect(optional).toEqual([]);
    // the scan sees the parameters it checks (formatDate, monthRange, combineDateAndTime, …)
    expect(scanned.flatMap(({ found }) => found).length).toBeGreaterThanOrEqual(10);
  });

  it('no helper reads a zone kept in a module (the site zone is passed in)', () => {
    const readers = sources.filter((_, i) => /getSiteTimeZone|siteTimeZone\$|shared\/time-zone|resolvedOptions\(\)\.timeZone/.test(scanned[i].text));
    expect(readers).toEqual([]);
  });

  it('every exported helper that formats or reads a wall clock declares its zone', async () => {
    const dates = await import('./index');
    const needZone = ['inZone', 'formatDate', 'formatTime', 'formatDateTime', 'dateInputValue', 'timeInputValue', 'combineDateAndTime', 'monthRange', 'monthOf', 'currentMonth'] as const;
    // a parameter with a default stops Function.length short of it
    const arity = { inZone: 2, formatDate: 2, formatTime: 2, formatDateTime: 2, dateInputValue: 2, timeInputValue: 2, combineDateAndTime: 3, monthRange: 3, monthOf: 2, currentMonth: 1 };
    expect(Object.fromEntries(needZone.map((name) => [name, dates[name].length]))).toEqual(arity);
  });
});
