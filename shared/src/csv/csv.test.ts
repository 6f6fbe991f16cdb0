import fc from 'fast-check';
import Papa from 'papaparse';
import { csvBlob, downloadCsv, isFormulaLike, toCsv } from './csv';

const BOM = '\uFEFF';

function parse(csv: string): string[][] {
  expect(csv.startsWith(BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(BOM.length), { delimiter: ',', newline: '\r\n', quoteChar: '"' });
  expect(parsed.errors).toEqual([]);
  // Every row ends with CRLF, so the parser sees one empty record after the last one.
  expect(parsed.data[parsed.data.length - 1]).toEqual(['']);
  return parsed.data.slice(0, -1);
}

describe('toCsv — the CSV text of docs/product-rules.md#r-csv-2', () => {
  it('writes the exact bytes of a small table', () => {
    const csv = toCsv([
      ['Teacher', 'Student', '# Lessons'],
      ['Ana Lima', 'Bo', '2'],
    ]);
    const bytes = Array.from(Buffer.from(csv, 'utf8'));
    const expected = [0xef, 0xbb, 0xbf, ...Array.from(Buffer.from('"Teacher","Student","# Lessons"\r\n"Ana Lima","Bo","2"\r\n'))];
    expect(bytes).toEqual(expected);
  });

  it('doubles the quotes inside a field (docs/product-rules.md#r-csv-2)', () => {
    expect(toCsv([['say "hi", ok']], { bom: false })).toBe('"say ""hi"", ok"\r\n');
  });

  it('leaves the byte-order mark out only when asked', () => {
    expect(toCsv([['a']]).charCodeAt(0)).toBe(0xfeff);
    expect(toCsv([['a']], { bom: false })).toBe('"a"\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula with a leading apostrophe', () => {
    const csv = toCsv([['=HYPERLINK("http://x")', '+1', '-2+3', '-A1', '@SUM(A1)', '\tx', '\rx', 'a=b', '-1e3', '- 5']], { bom: false });
    expect(csv).toBe('"\'=HYPERLINK(""http://x"")","\'+1","\'-2+3","\'-A1","\'@SUM(A1)","\'\tx","\'\rx","a=b","\'-1e3","\'- 5"\r\n');
  });

  it('leaves numbers alone: a negative amount stays a number, typed or as plain decimal text (issue 47 item 13)', () => {
    expect(toCsv([[-5.5, '-5.50', '-0.01', 12, '3.25', -0]], { bom: false })).toBe('"-5.5","-5.50","-0.01","12","3.25","0"\r\n');
    expect(isFormulaLike('-5.50')).toBe(false);
    expect(isFormulaLike('-5.50)')).toBe(true);
  });

  it('writes numbers and empty cells', () => {
    expect(toCsv([[1.5, null, undefined, '']], { bom: false })).toBe('"1.5","","",""\r\n');
  });

  it('property: any text round-trips through papaparse, apart from the formula apostrophe', () => {
    const unit = fc.oneof(
      fc.constantFrom('"', ',', '\r', '\n', '\r\n', '=', '+', '-', '@', '\t', ' ', "'", '\uFEFF'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    );
    const cell = fc.string({ unit, maxLength: 12 });
    const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(table, (rows) => {
        const expected = rows.map((row) => row.map((text) => (isFormulaLike(text) ? `'${text}` : text)));
        expect(parse(toCsv(rows))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  // jsdom has FileReader but neither Response nor Blob#arrayBuffer
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('csvBlob and downloadCsv', () => {
  it('makes a UTF-8 CSV blob that starts with the byte-order mark', async () => {
    const blob = csvBlob([['é']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await readBlob(blob));
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('clicks a temporary link named after the file and revokes the URL afterwards', () => {
    jest.useFakeTimers();
    const create = jest.fn(() => 'blob:csv-1');
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    downloadCsv('202611.All.csv', [['a']]);
    expect(create).toHaveBeenCalledWith(expect.any(Blob));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('202611.All.csv');
    expect(clicked[0].href).toBe('blob:csv-1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:csv-1');
    click.mockRestore();
    jest.useRealTimers();
  });
});
