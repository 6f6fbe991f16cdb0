/**
 * Column widths of a payslip table from its measured text (docs/product-rules.md#r-pay-5):
 * a column is never narrower than its widest word, so a header or a cell wraps only at
 * spaces ("Unterrichtsstunden", "Porcentaje" stay whole in any language); the width left
 * goes to the columns whose text would otherwise wrap, in proportion to what they lack.
 */
export interface MeasuredColumn {
  /** the widest single word (header and cells), in points */
  word: number;
  /** the widest line as written, unwrapped (header and cells), in points */
  line: number;
}

/** Widths (points) filling `total`, or null when even the widest words do not fit side by side. */
export function columnWidths(columns: readonly MeasuredColumn[], total: number, padding: number): number[] | null {
  const min = columns.map((c) => c.word + padding);
  const wanted = columns.map((c, i) => Math.max(c.line + padding, min[i]));
  const minSum = min.reduce((a, b) => a + b, 0);
  if (minSum > total) return null;
  const wantedSum = wanted.reduce((a, b) => a + b, 0);
  if (wantedSum <= total) {
    // everything fits on one line: the space left is shared out in proportion to each column's width
    return wanted.map((w) => (w / wantedSum) * total);
  }
  const lacking = wanted.map((w, i) => w - min[i]);
  const lackingSum = lacking.reduce((a, b) => a + b, 0);
  return min.map((m, i) => m + (lacking[i] / lackingSum) * (total - minSum));
}

/** The words a line may break between: pdfkit wraps at spaces and after hyphens, never inside a word. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).flatMap((word) => word.split(/(?<=-)/)).filter(Boolean);
}
