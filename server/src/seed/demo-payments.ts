import type { Insertable } from 'kysely';
import type { PaymentEventsTable, TeacherPaymentsTable } from '../db/schema';
import type { ActivityDraft } from './demo-activities';

/**
 * Last month's state per teacher, in DEMO_TEACHERS order: the demo teacher's month was
 * paid and then got a late lesson (2, partially paid); one paid (1); one marked and
 * unmarked (0); one never touched (no row); one paid. Older months are all paid.
 */
const LAST_MONTH_STATUS: ReadonlyArray<0 | 1 | 2 | null> = [2, 1, 0, null, 1];

export interface PaymentRows {
  payments: Array<Insertable<TeacherPaymentsTable>>;
  events: Array<Insertable<PaymentEventsTable>>;
}

const monthKey = (instant: number) => {
  const d = new Date(instant);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};

/**
 * Sets the drafts' paid flags (a teacher-month marked paid pays its completed activities;
 * one added after the mark stays unpaid and makes the month 2) and returns the
 * teacher_payments and payment_events rows that say so.
 */
export function applyDemoPayments(
  drafts: ActivityDraft[],
  teacherIds: number[],
  adminId: number,
  now: number,
): PaymentRows {
  const today = new Date(now);
  const thisMonthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const last = monthKey(thisMonthStart - 1);
  // between the first of this month and now, so it is after every lesson of last month
  const lastMarkedAt = thisMonthStart + Math.floor((now - thisMonthStart) / 2);
  const rows: PaymentRows = { payments: [], events: [] };

  teacherIds.forEach((teacherId, teacherIndex) => {
    const byMonth = new Map<string, ActivityDraft[]>();
    for (const draft of drafts) {
      const { row } = draft;
      if (row.teacher_id !== teacherId || !row.is_completed || (row.start_time as number) >= thisMonthStart) continue;
      const { year, month } = monthKey(row.start_time as number);
      const key = `${year}-${month}`;
      byMonth.set(key, [...(byMonth.get(key) ?? []), draft]);
    }
    for (const [key, monthDrafts] of byMonth) {
      const [year, month] = key.split('-').map(Number);
      const isLast = year === last.year && month === last.month;
      const status = isLast ? LAST_MONTH_STATUS[teacherIndex % LAST_MONTH_STATUS.length] : 1;
      if (status === null) continue;
      // older months were paid a couple of days after they ended
      const markedAt = isLast ? lastMarkedAt : Date.UTC(year, month, 1) + 2 * 86_400_000;
      const base = { teacher_id: teacherId, year, month, actor_id: adminId, activity_id: null };
      if (status === 0) {
        rows.events.push({ ...base, action: 'mark', at: markedAt - 3_600_000 }, { ...base, action: 'unmark', at: markedAt });
      } else {
        rows.events.push({ ...base, action: 'mark', at: markedAt });
        for (const draft of monthDrafts) payDraft(draft, markedAt);
      }
      if (status === 2) {
        // the latest lesson was logged after the mark: unpaid, additional hours
        const late = monthDrafts.reduce((a, b) => ((a.row.start_time as number) > (b.row.start_time as number) ? a : b));
        late.row.paid = 0;
        late.row.paid_at = null;
        late.row.created_at = markedAt + Math.floor((now - markedAt) / 2);
        late.row.completed_at = late.row.created_at;
        late.row.updated_at = late.row.created_at;
      }
      rows.payments.push({ teacher_id: teacherId, year, month, status, marked_by: adminId, marked_at: markedAt });
    }
  });
  return rows;
}

function payDraft(draft: ActivityDraft, at: number) {
  draft.row.paid = 1;
  draft.row.paid_at = at;
  draft.row.updated_at = Math.max(draft.row.updated_at ?? 0, at);
}
