import { PAYSLIP_LABELS, type Payslip } from '@studydesk/shared/contracts';
import { OUTCOME_LABELS } from '@studydesk/shared/enums';
import { formatDate } from '@studydesk/shared/dates';
import { formatMoneyIn, moneyAsNumber } from '@studydesk/shared/text';
import type { MailTexts } from '../../../mail/mail-texts';

// Payslips are documents the server writes in the teacher's language, like mails
// (docs/conventions.md#mails), with the keys the screens share.
const OUTCOME = OUTCOME_LABELS;
const PAYSLIP = PAYSLIP_LABELS;

/** 'January 2026' in the teacher's language (the browser's formatMonthYear needs the dictionary). */
export function monthLabel({ month, year }: { month: number; year: number }, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 15)));
}

/** A payslip as rows of text in the teacher's language, for the PDF and the CSV alike. */
export interface PayslipText {
  /** the school's name above the title ('' while it has none: docs/product-rules.md#r-setup-3) */
  school?: string;
  title: string;
  teacher: string;
  closed: string;
  byOutcome: { header: string[]; rows: string[][] };
  lessons: { header: string[]; rows: string[][] };
  adjustments: { title: string; empty: string; header: string[]; rows: string[][] };
  totals: Array<[string, string]>;
  /** the file name without extension: payslip-YYYYMM-<last name> */
  fileName: string;
}

export function payslipText(slip: Payslip, { t, language }: MailTexts, money: 'formatted' | 'plain', schoolName = ''): PayslipText {
  const { period, timeZone } = slip;
  const currency = period.currency;
  // the CSV keeps amounts as plain numbers (spreadsheets add them up); the PDF writes them out
  const amount = (minor: number) => (money === 'formatted' ? formatMoneyIn(minor, currency, language) : moneyAsNumber(minor, currency));
  const hours = (value: number) => (money === 'formatted' ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value) : String(value));
  const name = [period.teacher.title, period.teacher.firstName, period.teacher.lastName].filter(Boolean).join(' ');
  const safeName = period.teacher.lastName.replace(/[^A-Za-z0-9]+/g, '') || String(period.teacher.id);
  return {
    school: schoolName.trim(),
    title: t(PAYSLIP.title, { month: monthLabel(period, language) }),
    teacher: `${t(PAYSLIP.teacher)}: ${name}`,
    closed: t(PAYSLIP.closed, { date: formatDate(period.closedAt, timeZone) }),
    byOutcome: {
      header: [t(PAYSLIP.outcome), t(PAYSLIP.lessons), t(PAYSLIP.hours), t(PAYSLIP.amount)],
      rows: slip.byOutcome.map((g) => [t(OUTCOME[g.outcome]), String(g.lessons), hours(g.hours), amount(g.amount)]),
    },
    lessons: {
      header: [t(PAYSLIP.date), t(PAYSLIP.lesson), t(PAYSLIP.outcome), t(PAYSLIP.hours), t(PAYSLIP.rate), t(PAYSLIP.share), t(PAYSLIP.amount)],
      rows: slip.lessons.map((l) => [
        formatDate(l.startTime, timeZone),
        l.title,
        t(OUTCOME[l.outcome]),
        hours(l.hours),
        l.ratePerHour === null ? t(PAYSLIP.noRate) : amount(l.ratePerHour),
        `${l.sharePercent} %`,
        amount(l.amount),
      ]),
    },
    adjustments: {
      title: t(PAYSLIP.adjustments),
      empty: t(PAYSLIP.noAdjustments),
      header: [t(PAYSLIP.date), t(PAYSLIP.reason), t(PAYSLIP.hours), t(PAYSLIP.amount)],
      rows: slip.adjustments.map((a) => [formatDate(a.createdAt, timeZone), a.automatic ? t(a.reason) : a.reason, hours(a.hours), amount(a.amount)]),
    },
    totals: [
      [t(PAYSLIP.lessonsTotal), amount(period.amount)],
      [t(PAYSLIP.adjustmentsTotal), amount(period.adjustmentsAmount)],
      [t(PAYSLIP.total), amount(period.total)],
    ],
    fileName: `payslip-${period.year}${String(period.month).padStart(2, '0')}-${safeName}`,
  };
}
