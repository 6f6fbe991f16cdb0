import { insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { pdfText } from '../../helpers/pdf-text';
import { tokyo, useTokyoSchool } from '../../helpers/tokyo-school';
import { columnWidths } from '../../../src/modules/pay/payslip/payslip-columns';
import de from '../../../src/seed/dictionary/de.json';
import es from '../../../src/seed/dictionary/es.json';

jest.setTimeout(60_000);

const HEADER_KEYS = ['Date', 'Lesson', 'Outcome', 'Hours', 'Rate per hour', 'Share', 'Amount', 'Lessons'] as const;
/** A word stands whole in extracted text: nothing of a letter on either side. */
const whole = (text: string, word: string) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text);

/**
 * docs/product-rules.md#r-pay-5: what a payslip says about each lesson and late lesson, its
 * words kept whole in German and Spanish, and file names that keep the teacher's letters.
 */
describe.each([
  ['de', 'Weiß', de],
  ['es', 'Fernández', es],
] as const)('the payslip in %s', (language, lastName, dictionary) => {
  const school = useTokyoSchool({ last_name: lastName, language });

  async function closedPeriods() {
    const { app, ana, who } = school;
    const student = await insertUser(app.db, { first_name: 'Lena', last_name: 'Okafor' });
    const individual = await insertStudyPlan(app.db, { title: 'Business English' }, { teacherIds: [ana.id], memberIds: [student.id] });
    const group = await insertStudyPlan(app.db, { title: 'Evening conversation', is_group: 1 }, { teacherIds: [ana.id] });
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: who.admin, payload });
    await post('/v1/pay/rates', { teacherId: ana.id, amountPerHour: 2000, effectiveFrom: '2026-01-01' });
    const lesson = (plan: number, title: string, at: number, outcome: 'held' | 'no_show') =>
      insertActivity(app.db, {
        study_plan_id: plan, teacher_id: ana.id, lesson_title: title, start_time: at, lesson_length: 1, outcome,
        is_completed: outcome === 'held' ? 1 : 0, completed_at: outcome === 'held' ? at : null,
      });
    await lesson(individual.id, 'Progress check 2', tokyo(2026, 1, 5, 10), 'held');
    await lesson(group.id, 'Progress check 2', tokyo(2026, 1, 6, 10), 'no_show');
    const january = (await post('/v1/pay/periods/close', { year: 2026, month: 1, teacherId: ana.id })).json().periods[0];
    // held in January, entered after January was paid: the February period pays it as a late lesson
    await lesson(individual.id, 'Late reading', tokyo(2026, 1, 20, 10), 'held');
    await lesson(individual.id, 'February lesson', tokyo(2026, 2, 3, 10), 'held');
    const february = (await post('/v1/pay/periods/close', { year: 2026, month: 2, teacherId: ana.id })).json().periods[0];
    return { january, february };
  }

  const file = (id: number, format: 'pdf' | 'csv') => school.app.inject({ method: 'GET', url: `/v1/pay/payslips/${id}/${format}`, headers: school.who.ana });

  it('names whom each lesson was for and its plan, keeps header words whole, and words the totals as money', async () => {
    const { january } = await closedPeriods();
    const pdf = await file(january.id, 'pdf');
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Lena Okafor · Business English');
    expect(text).toContain(`${dictionary.Group} · Evening conversation`);
    for (const key of HEADER_KEYS) {
      for (const word of dictionary[key].split(' ')) expect({ key, word, whole: whole(text, word) }).toEqual({ key, word, whole: true });
    }
    expect(text).toContain(`${dictionary['Pay for lessons']}:`);
    expect(text).not.toContain('Summe der Stunden');
    // the share as the language writes a percentage, the same way on every line
    expect(text).toMatch(/100\s%/);
    expect(text).not.toMatch(/\d%/);

    const csv = (await file(january.id, 'csv')).body;
    expect(csv).toContain(`"${dictionary.Student}","${dictionary.Plan}","${dictionary.Lesson}"`);
    expect(csv).toContain('"Lena Okafor","Business English","Progress check 2"');
  });

  it('dates a late lesson by the lesson and names it, not by the day the next month closed', async () => {
    const { february } = await closedPeriods();
    const feb = (await file(february.id, 'pdf')).rawPayload;
    const text = await pdfText(feb);
    const line = dictionary['Lesson “{lesson}” of {date}, added or completed after its month was closed']
      .replace('{lesson}', 'Late reading').replace('{date}', '20/01/2026');
    // the PDF may wrap the line at a space: compare with spacing folded
    expect(text.replace(/\s+/g, ' ')).toContain(line);
  });

  it('sends the file with the teacher\'s own letters in its name and an ASCII fallback', async () => {
    const { january } = await closedPeriods();
    for (const format of ['pdf', 'csv'] as const) {
      const header = String((await file(january.id, format)).headers['content-disposition']);
      expect(header).toContain(`filename*=UTF-8''${encodeURIComponent(`payslip-202601-${lastName}.${format}`)}`);
      expect(header).toMatch(new RegExp(`filename="payslip-202601-[A-Za-z]+\\.${format}"`));
    }
  });
});

describe('payslip column widths', () => {
  it('never makes a column narrower than its widest word, and fills the width', () => {
    const widths = columnWidths([{ word: 80, line: 80 }, { word: 30, line: 300 }, { word: 40, line: 60 }], 300, 6);
    expect(widths).not.toBeNull();
    expect(widths![0]).toBeGreaterThanOrEqual(86);
    expect(widths![2]).toBeGreaterThanOrEqual(46);
    expect(widths!.reduce((a, b) => a + b, 0)).toBeCloseTo(300);
  });

  it('answers null when the words alone are wider than the page (the table then shrinks its type)', () => {
    expect(columnWidths([{ word: 200, line: 200 }, { word: 200, line: 200 }], 300, 6)).toBeNull();
  });
});
