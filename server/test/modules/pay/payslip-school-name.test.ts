import { simpleParser } from 'mailparser';
import fs from 'node:fs';
import type { LessonOutcome } from '@studydesk/shared/contracts';
import { saveSiteSettings } from '../../../src/modules/site-settings';
import { insertActivity, insertStudyPlan } from '../../helpers/app';
import { outboxFiles } from '../../helpers/outbox';
import { pdfText } from '../../helpers/pdf-text';
import { tokyo, useTokyoSchool } from '../../helpers/tokyo-school';

jest.setTimeout(60_000);

/** The school's name heads the payslip, PDF and CSV, and signs its mail (docs/product-rules.md#r-setup-3). */
describe("payslips carry the school's name", () => {
  const school = useTokyoSchool({ last_name: 'Lopez', language: 'es' });

  const post = (url: string, payload: object) => school.app.inject({ method: 'POST', url, headers: school.who.admin, payload });
  const get = (url: string) => school.app.inject({ method: 'GET', url, headers: school.who.ana });

  async function closeJanuary(): Promise<number> {
    const plan = (await insertStudyPlan(school.app.db, {}, { teacherIds: [school.ana.id] })).id;
    const held: LessonOutcome = 'held';
    const at = tokyo(2026, 1, 5, 10);
    await insertActivity(school.app.db, { study_plan_id: plan, teacher_id: school.ana.id, start_time: at, lesson_length: 1, outcome: held, is_completed: 1, completed_at: at });
    expect((await post('/v1/pay/rates', { teacherId: school.ana.id, amountPerHour: 2550, effectiveFrom: '2026-01-01' })).statusCode).toBeLessThan(300);
    const [period] = (await post('/v1/pay/periods/close', { year: 2026, month: 1 })).json().periods;
    return period.id;
  }

  it('prints it above the title of the PDF, first in the CSV, and under the mail', async () => {
    await saveSiteSettings(school.app.db, { schoolName: 'Academia Sakura' });
    const id = await closeJanuary();

    const pdf = await pdfText((await get(`/v1/pay/payslips/${id}/pdf`)).rawPayload);
    expect(pdf).toContain('Academia Sakura');
    expect(pdf.indexOf('Academia Sakura')).toBeLessThan(pdf.indexOf('Lopez'));

    const csv = (await get(`/v1/pay/payslips/${id}/csv`)).body;
    expect(csv.startsWith('\uFEFF"Academia Sakura"\r\n') || csv.startsWith('\uFEFF"Academia Sakura"\n')).toBe(true);

    // the payslip mail is a job queued with the period (docs/architecture.md#outbox)
    await school.app.jobs.runDue();
    const [file] = outboxFiles(school.app);
    const mail = await simpleParser(fs.readFileSync(file));
    expect(mail.text).toContain('— Academia Sakura');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Academia Sakura' });
    const attachedCsv = mail.attachments.find((a) => a.filename?.endsWith('.csv'));
    expect(attachedCsv?.content.toString('utf8')).toContain('"Academia Sakura"');
  });

  it('leaves the header as it was while the school has no name', async () => {
    const id = await closeJanuary();
    const csv = (await get(`/v1/pay/payslips/${id}/csv`)).body;
    expect(csv).not.toContain('Academia');
    expect(csv.split(/\r?\n/)[0]).toMatch(/^\uFEFF"[^"]+"$/);
  });
});
