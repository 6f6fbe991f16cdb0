import { payslipPdf } from '../../../src/modules/pay/payslip/payslip-pdf';
import type { PayslipText } from '../../../src/modules/pay/payslip/payslip-texts';
import { pdfText } from '../../helpers/pdf-text';

/** A payslip's texts as payslipText writes them, with names from the schools' own scripts. */
function slip(teacher: string, lessonTitle: string): PayslipText {
  return {
    title: 'Payslip: October 2026',
    teacher: `Teacher: ${teacher}`,
    school: null,
    closed: 'Closed on 02/11/2026',
    byOutcome: { header: ['Outcome', 'Lessons', 'Hours', 'Amount'], rows: [['Held', '1', '1', '20,00 €']] },
    lessons: { header: ['Date', 'Lesson', 'Outcome', 'Hours', 'Rate', 'Share', 'Amount'], rows: [['01/10/2026', lessonTitle, 'Held', '1', '20,00 €', '100 %', '20,00 €']] },
    adjustments: { title: 'Adjustments', empty: 'No adjustments', header: [], rows: [] },
    totals: [['Total', '20,00 €']],
    fileName: 'payslip-202610-x',
  };
}

describe('payslip PDF', () => {
  it.each([
    ['Central European', 'Łukasz Dvořák', 'Ćwiczenia: żółw'],
    ['Cyrillic', 'Анна Петрова', 'Урок чтения'],
    ['Greek', 'Ελένη Παππά', 'Ανάγνωση'],
  ])('keeps %s names and lesson titles as text a reader extracts', async (_script, teacher, title) => {
    const text = await pdfText(await payslipPdf(slip(teacher, title)));
    expect(text).toContain(teacher);
    expect(text).toContain(title);
    expect(text).toContain('20,00 €');
  });
});
