/**
 * An admin's glossary import: `term,meaning` rows (semicolons or tabs too, as
 * spreadsheets save them; quoted fields with commas inside), a header row `term,meaning`
 * skipped, a row without both cells counted as skipped.
 */
import Papa from 'papaparse';

const HEADER = /^(?:term|término|terme|begriff)$/i;

export function glossaryRows(csv: string): { rows: Array<{ term: string; meaning: string }>; skipped: number } {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows: Array<{ term: string; meaning: string }> = [];
  let skipped = 0;
  parsed.data.forEach((cells, i) => {
    const [term = '', meaning = ''] = cells.map((cell) => cell.trim());
    if (i === 0 && HEADER.test(term)) return;
    if (term && meaning) rows.push({ term, meaning });
    else skipped += 1;
  });
  return { rows, skipped };
}
