import { toCsv } from '@studydesk/shared/csv-text';
import type { PayslipText } from './payslip-texts';

/**
 * The payslip as CSV with the conventions of the teaching-time CSV (docs/product-rules.md#r-csv-2):
 * every field quoted, a byte-order mark first, dates DD/MM/YYYY; sections one after the other.
 */
export function payslipCsv(text: PayslipText): string {
  const blank: string[] = [];
  return toCsv([
    // the school's name first, as on the PDF (docs/product-rules.md#r-setup-3)
    ...(text.school ? [[text.school]] : []),
    [text.title],
    [text.teacher],
    [text.closed],
    blank,
    text.byOutcome.header,
    ...text.byOutcome.rows,
    blank,
    text.lessons.header,
    ...text.lessons.rows,
    blank,
    text.adjustments.header,
    ...text.adjustments.rows,
    blank,
    ...text.totals,
  ]);
}
