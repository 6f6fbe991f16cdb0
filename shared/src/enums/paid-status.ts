import { msg } from '@studydesk/shared/text';

/** A teacher-month's paid states (docs/product-rules.md#r-paid-1). */
export const PAID_STATUS = Object.freeze({ UNKNOWN: -1, UNPAID: 0, PAID: 1, PARTIALLY_PAID: 2 } as const);
export type PaidStatus = (typeof PAID_STATUS)[keyof typeof PAID_STATUS];
const PAID_STATUSES: readonly PaidStatus[] = [-1, 0, 1, 2];

export interface PaidStatusInfo {
  /** dictionary key (English base text): pass it through t() before showing it */
  label: string;
  showsCheckbox: boolean;
  checked: boolean;
  /**
   * Partially paid: the month was paid, then hours were added. Shown as a mixed checkbox
   * so an admin can tick it again to pay the additional hours.
   */
  indeterminate: boolean;
}

const INFO: Readonly<Record<PaidStatus, PaidStatusInfo>> = {
  [-1]: { label: msg('Unknown'), showsCheckbox: false, checked: false, indeterminate: false },
  0: { label: msg('Unpaid'), showsCheckbox: true, checked: false, indeterminate: false },
  1: { label: msg('Paid'), showsCheckbox: true, checked: true, indeterminate: false },
  2: { label: msg('Partially paid'), showsCheckbox: true, checked: false, indeterminate: true },
};

function isPaidStatus(value: unknown): value is PaidStatus {
  return typeof value === 'number' && (PAID_STATUSES as readonly number[]).includes(value);
}

/** Any value the server may send; an unexpected one reads as unknown (no checkbox). */
export function paidStatusInfo(status: number | null | undefined): PaidStatusInfo {
  return isPaidStatus(status) ? INFO[status] : INFO[PAID_STATUS.UNKNOWN];
}
