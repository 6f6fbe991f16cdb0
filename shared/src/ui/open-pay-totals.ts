import type { OpenPayResponse } from '@studydesk/shared/contracts';

/** One line that waits for the teacher's next closed period: an admin's adjustment or a late lesson. */
export interface WaitingLine {
  key: string;
  /** the adjustment's reason, or the late lesson's title */
  label: string;
  /** when it was entered (adjustment) or held (late lesson), ISO */
  at: string;
  late: boolean;
  hours: number;
  amount: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * What a teacher has not been paid yet (docs/product-rules.md#r-pay-4): the open months' lessons
 * and every line the next closed period pays — adjustments and late lessons — with their sum.
 */
export function openPayTotals(open: OpenPayResponse): { hours: number; amount: number; waiting: WaitingLine[] } {
  const waiting: WaitingLine[] = [
    ...open.adjustments.map((a) => ({ key: `adjustment-${a.id}`, label: a.reason, at: a.createdAt, late: a.automatic, hours: a.hours, amount: a.amount })),
    ...open.lateLessons.map((l) => ({ key: `late-${l.activityId}`, label: l.title, at: l.startTime, late: true, hours: l.hours, amount: l.amount })),
  ];
  return {
    hours: round(open.hours + waiting.reduce((sum, line) => sum + line.hours, 0)),
    amount: open.amount + waiting.reduce((sum, line) => sum + line.amount, 0),
    waiting,
  };
}
