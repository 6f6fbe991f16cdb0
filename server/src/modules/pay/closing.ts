import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { MonthOfYear } from '@studydesk/shared/dates';
import type { Database } from '../../db/schema';
import { conflict, HttpError } from '../../permissions';
import { isUniqueViolation } from '../../plugins/error-handler';
import { readSiteSettings } from '../site-settings';
import { PAYSLIP_MAIL_JOB, type PayslipMailInput } from './payslip/payslip-mail';
import { closePeriodIn, teachersToClose } from './queries/close-period';
import { ALL_CLOSED, ALREADY_CLOSED, MONTH_NOT_OVER, monthSpan } from './rules';

/** What "close for all" did: the periods it closed, and the teachers another admin had just closed. */
export interface ClosedForAll {
  closed: number[];
  alreadyClosed: number[];
}

export interface PayCloser {
  /** Closes one teacher's month (409 when closed already, nothing to pay, or not over); answers the period's id. */
  one(teacherId: number, month: MonthOfYear, actorId: number): Promise<number>;
  /** Closes the month for every teacher with something to pay, each in its own transaction. */
  all(month: MonthOfYear, actorId: number): Promise<ClosedForAll>;
}

/**
 * The one way pay is paid (docs/product-rules.md#r-pay-4): each teacher-month closes in its own
 * transaction, and the payslip mail job is written in that same transaction, so a period is
 * never committed without its mail (a crash after the commit leaves the job to the queue).
 * Rendering and sending run in the queue, never in the admin's request. A unique violation of
 * the pay tables (a second instance closing the same teacher-month) is the 409 "already closed".
 */
export function payCloser(app: FastifyInstance, publicUrl: string): PayCloser {
  const closeIn = async (db: Kysely<Database>, teacherId: number, month: MonthOfYear, actorId: number) => {
    const settings = await readSiteSettings(db);
    assertMonthOver(month, settings.timeZone, Date.now());
    try {
      return await db.transaction().execute(async (trx: Transaction<Database>) => {
        const periodId = await closePeriodIn(trx, teacherId, month, { id: actorId, now: Date.now() }, settings);
        const mail: PayslipMailInput = { periodId, timeZone: settings.timeZone, publicUrl };
        await app.jobs.enqueue(PAYSLIP_MAIL_JOB, mail, { db: trx });
        return periodId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ALREADY_CLOSED);
      throw error;
    }
  };

  return {
    one: (teacherId, month, actorId) => closeIn(app.db, teacherId, month, actorId),
    async all(month, actorId) {
      const settings = await readSiteSettings(app.db);
      assertMonthOver(month, settings.timeZone, Date.now());
      const result: ClosedForAll = { closed: [], alreadyClosed: [] };
      for (const teacherId of await teachersToClose(app.db, month, settings.timeZone)) {
        try {
          result.closed.push(await closeIn(app.db, teacherId, month, actorId));
        } catch (error) {
          // another admin closed this teacher's month meanwhile (reported), or nothing was left
          // to pay (a late lesson of an open month): the other teachers still close
          if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
          if (error.message === ALREADY_CLOSED) result.alreadyClosed.push(teacherId);
        }
      }
      if (result.closed.length === 0 && (result.alreadyClosed.length > 0 || (await anyClosed(app.db, month)))) throw conflict(ALL_CLOSED);
      return result;
    },
  };
}

/** docs/product-rules.md#r-pay-4: a month is closed once it is over in the site time zone, never before. */
function assertMonthOver(month: MonthOfYear, timeZone: string, now: number): void {
  if (monthSpan(month, timeZone).end > now) throw conflict(MONTH_NOT_OVER);
}

async function anyClosed(db: Kysely<Database>, month: MonthOfYear): Promise<boolean> {
  const row = await db.selectFrom('pay_periods').select('id').where('year', '=', month.year).where('month', '=', month.month).executeTakeFirst();
  return row !== undefined;
}
