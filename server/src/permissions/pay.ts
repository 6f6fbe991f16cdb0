import type { AuthUser } from '../sessions';
import { forbidden } from './http-error';
import { canReadTeacherTime } from './people';

/**
 * A teacher's rates, pay periods, payslips and open pay (docs/product-rules.md#r-pay-6): admins
 * see everyone's, a teacher only their own, students nobody's.
 */
export function assertCanReadPay(user: AuthUser, teacherId: number): void {
  if (!canReadTeacherTime(user, teacherId)) throw forbidden('You can only see your own pay');
}

/** Whose pay periods a list shows: an admin's choice (everyone without one), a teacher always their own. */
export function payScopeOf(user: AuthUser, teacherId: number | undefined): number | undefined {
  if (user.profile === 'admin') return teacherId;
  const own = teacherId ?? user.id;
  assertCanReadPay(user, own);
  return own;
}
