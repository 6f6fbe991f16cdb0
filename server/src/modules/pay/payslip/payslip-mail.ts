import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { mailKey } from '../../../mail/mail-keys';
import { mailTexts } from '../../../mail/mail-texts';
import type { Mailer } from '../../../mail/mailer';
import { greeting, mailBody } from '../../../mail/templates';
import { formatMoneyIn } from '@studydesk/shared/text';
import { readSiteSettings } from '../../site-settings';
import { findPeriod } from '../queries/periods';
import { payslipOf } from '../pay-views';
import { payslipCsv } from './payslip-csv';
import { payslipPdf } from './payslip-pdf';
import { monthLabel, payslipText } from './payslip-texts';

export const PAYSLIP_MAIL_JOB = 'payslip-mail';
export interface PayslipMailInput {
  periodId: number;
  timeZone: string;
  publicUrl: string;
}

const SUBJECT = mailKey('Your payslip for {month}');
const CLOSED = mailKey('Your pay for {month} has been closed: {total} in all. Your payslip is attached as PDF and CSV.');
const SEE = mailKey('You also find it on your profile:');

/** Mails a closed period's payslip to its teacher, in their language, PDF and CSV attached (docs/product-rules.md#r-pay-5). */
export async function mailPayslip(db: Kysely<Database>, mailer: Mailer, input: PayslipMailInput): Promise<void> {
  const period = await findPeriod(db, input.periodId);
  if (!period) return;
  const texts = await mailTexts(db, period.language);
  const slip = await payslipOf(db, period, input.timeZone);
  const month = monthLabel(slip.period, texts.language);
  const { schoolName } = await readSiteSettings(db);
  const pdfText = payslipText(slip, texts, 'formatted', { schoolName });
  const link = `${input.publicUrl}/teacher/profile`;
  const body = mailBody(
    [
      { lines: [greeting(texts, period.first_name.trim())] },
      { lines: [texts.t(CLOSED, { month, total: formatMoneyIn(slip.period.total, slip.period.currency, texts.language) })] },
      { lines: [texts.t(SEE)], link },
      { lines: [`— ${schoolName || 'StudyDesk'}`] },
    ],
    texts.language,
  );
  await mailer.send({
    to: period.email,
    subject: texts.t(SUBJECT, { month }),
    ...body,
    purpose: 'payslip',
    refId: period.id,
    link,
    attachments: [
      { filename: `${pdfText.fileName}.pdf`, content: await payslipPdf(pdfText), contentType: 'application/pdf' },
      { filename: `${pdfText.fileName}.csv`, content: Buffer.from(payslipCsv(payslipText(slip, texts, 'plain', { schoolName })), 'utf8'), contentType: 'text/csv; charset=utf-8' },
    ],
  });
}
