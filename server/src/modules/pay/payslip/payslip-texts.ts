import { LATE_LESSON_LINE, PAYSLIP_LABELS, type PayAdjustment, type Payslip, type PayslipLesson } from '@studydesk/shared/contracts';
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
  /** the school's name above the title: the one place the payslip header names the school (null: none given) */
  school: string | null;
  title: string;
  teacher: string;
  closed: string;
  byOutcome: { header: string[]; rows: string[][] };
  lessons: { header: string[]; rows: string[][] };
  adjustments: { title: string; empty: string; header: string[]; rows: string[][] };
  totals: Array<[string, string]>;
  /** the file name without extension: payslip-YYYYMM-<last name>, the name's own letters kept (Weiß, Fernández) */
  fileName: string;
}

export interface PayslipOptions {
  /** the school's name for the header */
  schoolName?: string | null;
}

/** The last name as a file name part: letters of every script stay, what a file system refuses goes. */
function fileNamePart(name: string): string {
  return name.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '');
}

export function payslipText(slip: Payslip, { t, language }: MailTexts, money: 'formatted' | 'plain', options: PayslipOptions = {}): PayslipText {
  const { period, timeZone } = slip;
  const currency = period.currency;
  // the CSV keeps amounts as plain numbers (spreadsheets add them up); the PDF writes them out
  const amount = (minor: number) => (money === 'formatted' ? formatMoneyIn(minor, currency, language) : moneyAsNumber(minor, currency));
  const hours = (value: number) => (money === 'formatted' ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value) : String(value));
  // the share the way the teacher's language writes a percentage ("100 %" in German and Spanish, "100%" in English), everywhere
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const share = (value: number) => percent.format(value / 100);
  const name = [period.teacher.title, period.teacher.firstName, period.teacher.lastName].filter(Boolean).join(' ');
  const safeName = fileNamePart(period.teacher.lastName) || String(period.teacher.id);
  const group = t(PAYSLIP.group);
  const lessonCells = (l: PayslipLesson): string[] => {
    // whom it was for: the student of an individual plan; a group lesson says so, its plan names the group
    const student = l.student ?? group;
    const plan = l.plan;
    // the PDF keeps its width: whom and which plan on a second line of the lesson's cell; the CSV gives each a column
    return money === 'formatted' ? [`${l.title}\n${student} · ${plan}`] : [student, plan, l.title];
  };
  const adjustmentRow = (a: PayAdjustment): string[] => {
    const lessonDate = a.lesson?.startTime ? formatDate(a.lesson.startTime, timeZone) : null;
    if (a.automatic && a.lesson) {
      // a late lesson is dated by the lesson, and says which lesson it was
      return [lessonDate ?? formatDate(a.createdAt, timeZone), t(LATE_LESSON_LINE, { lesson: a.lesson.title, date: lessonDate ?? '' }), hours(a.hours), amount(a.amount)];
    }
    const reason = a.automatic ? t(a.reason) : a.reason;
    const about = a.lesson ? ` (${[a.lesson.title, lessonDate].filter(Boolean).join(', ')})` : '';
    return [formatDate(a.createdAt, timeZone), `${reason}${about}`, hours(a.hours), amount(a.amount)];
  };
  const lessonHeader = money === 'formatted' ? [t(PAYSLIP.lesson)] : [t(PAYSLIP.student), t(PAYSLIP.plan), t(PAYSLIP.lesson)];
  return {
    school: options.schoolName?.trim() || null,
    title: t(PAYSLIP.title, { month: monthLabel(period, language) }),
    teacher: `${t(PAYSLIP.teacher)}: ${name}`,
    closed: t(PAYSLIP.closed, { date: formatDate(period.closedAt, timeZone) }),
    byOutcome: {
      header: [t(PAYSLIP.outcome), t(PAYSLIP.lessons), t(PAYSLIP.hours), t(PAYSLIP.amount)],
      rows: slip.byOutcome.map((g) => [t(OUTCOME[g.outcome]), String(g.lessons), hours(g.hours), amount(g.amount)]),
    },
    lessons: {
      header: [t(PAYSLIP.date), ...lessonHeader, t(PAYSLIP.outcome), t(PAYSLIP.hours), t(PAYSLIP.rate), t(PAYSLIP.share), t(PAYSLIP.amount)],
      rows: slip.lessons.map((l) => [
        formatDate(l.startTime, timeZone),
        ...lessonCells(l),
        t(OUTCOME[l.outcome]),
        hours(l.hours),
        l.ratePerHour === null ? t(PAYSLIP.noRate) : amount(l.ratePerHour),
        share(l.sharePercent),
        amount(l.amount),
      ]),
    },
    adjustments: {
      title: t(PAYSLIP.adjustments),
      empty: t(PAYSLIP.noAdjustments),
      header: [t(PAYSLIP.date), t(PAYSLIP.reason), t(PAYSLIP.hours), t(PAYSLIP.amount)],
      rows: slip.adjustments.map(adjustmentRow),
    },
    totals: [
      [t(PAYSLIP.lessonsTotal), amount(period.amount)],
      [t(PAYSLIP.adjustmentsTotal), amount(period.adjustmentsAmount)],
      [t(PAYSLIP.total), amount(period.total)],
    ],
    fileName: `payslip-${period.year}${String(period.month).padStart(2, '0')}-${safeName}`,
  };
}
