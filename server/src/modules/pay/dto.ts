import type { PayAdjustment, PayPeriod, PayslipLesson } from '@studydesk/shared/contracts';
import type { AdjustmentRow, PeriodRow } from './queries/periods';

const iso = (instant: number | string) => new Date(Number(instant)).toISOString();
const hours = (value: number | string) => Math.round(Number(value) * 100) / 100;

export function toPayPeriod(row: PeriodRow): PayPeriod {
  const amount = Number(row.amount);
  const adjustmentsAmount = Number(row.adjustments_amount);
  return {
    id: Number(row.id),
    teacher: { id: Number(row.teacher_id), firstName: row.first_name, lastName: row.last_name, title: row.title },
    year: Number(row.year),
    month: Number(row.month),
    closedAt: iso(row.closed_at),
    lessons: Number(row.lessons),
    hours: hours(row.hours),
    amount,
    adjustmentsHours: hours(row.adjustments_hours),
    adjustmentsAmount,
    total: amount + adjustmentsAmount,
    currency: row.currency,
  };
}

export function toAdjustment(row: AdjustmentRow): PayAdjustment {
  return {
    id: Number(row.id),
    teacherId: Number(row.teacher_id),
    createdBy: row.by_id === null ? null : { id: Number(row.by_id), firstName: row.by_first_name ?? '', lastName: row.by_last_name ?? '', title: row.by_title ?? '' },
    createdAt: iso(row.created_at),
    reason: row.reason,
    hours: hours(row.hours),
    amount: Number(row.amount),
    activityId: row.activity_id === null ? null : Number(row.activity_id),
    lesson: row.activity_id === null || row.lesson_title === null ? null : { title: row.lesson_title, startTime: row.lesson_start === null ? null : iso(row.lesson_start) },
    automatic: Number(row.automatic) === 1,
    periodId: row.period_id === null ? null : Number(row.period_id),
  };
}

export interface PeriodLessonRow {
  activity_id: number;
  start_time: number | string;
  title: string;
  kind: 'individual' | 'group';
  plan_title: string;
  student: string | null;
  outcome: PayslipLesson['outcome'];
  hours: number | string;
  rate_per_hour: number | string | null;
  share_percent: number | string;
  amount: number | string;
}

export function toPayslipLesson(row: PeriodLessonRow): PayslipLesson {
  return {
    activityId: Number(row.activity_id),
    startTime: iso(row.start_time),
    title: row.title,
    kind: row.kind,
    plan: row.plan_title,
    student: row.student,
    outcome: row.outcome,
    hours: hours(row.hours),
    ratePerHour: row.rate_per_hour === null ? null : Number(row.rate_per_hour),
    sharePercent: Number(row.share_percent),
    amount: Number(row.amount),
  };
}
