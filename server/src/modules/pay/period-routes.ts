import { PAY_PERIODS_PAGE_SIZE, endpoints, type PayPeriod } from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { assertCanReadPay, notFound, payScopeOf } from '../../permissions';
import { mailTexts } from '../../mail/mail-texts';
import { findTeacher } from '../people';
import { attachmentHeader } from '../retention';
import { readSiteSettings } from '../site-settings';
import { toPayPeriod } from './dto';
import { payslipOf } from './pay-views';
import { payslipCsv } from './payslip/payslip-csv';
import { PAYSLIP_MAIL_JOB, mailPayslip, type PayslipMailInput } from './payslip/payslip-mail';
import { payslipPdf } from './payslip/payslip-pdf';
import { payslipText } from './payslip/payslip-texts';
import { payCloser } from './closing';
import { findPeriod, listPeriods } from './queries/periods';
import { routesPlugin } from '../route';

/** Closing pay periods and the payslips they make (docs/product-rules.md#r-pay-4, docs/product-rules.md#r-pay-5). */
export const payPeriodRoutes = routesPlugin<{ config: ServerConfig }>('pay', (route, app, { config }) => {
  app.jobs.handle(PAYSLIP_MAIL_JOB, (payload) => mailPayslip(app.db, app.mailer, payload as PayslipMailInput));
  const closer = payCloser(app, config.publicUrl);

  route.on(endpoints.pay.close, {
    roles: ['admin'],
    description: "Admins only: closes a month for one teacher (teacherId) or for every teacher with something to pay. Each closed period " +
      "pays the month's lessons with an outcome at the rates in force and the pay policy, the lessons of earlier closed months " +
      "added or completed since (as adjustment lines) and the waiting adjustments; its lessons are marked paid and can no longer " +
      'change. Each period closes in its own transaction with its payslip mail queued in it (rendered and sent by the job queue). ' +
      'A month closes once it is over in the site time zone (409 before). One teacher: 409 when the month is closed already or has ' +
      'nothing to pay. All: the periods it closed and (alreadyClosed) the teachers another admin closed meanwhile; 409 when it ' +
      'closed nothing because the month was already closed for everyone with something to pay.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, body: { year, month, teacherId } }) => {
    let ids: number[];
    let alreadyClosed: number[] = [];
    if (teacherId !== undefined) {
      await findTeacher(app.db, teacherId);
      ids = [await closer.one(teacherId, { year, month }, me.id)];
    } else {
      ({ closed: ids, alreadyClosed } = await closer.all({ year, month }, me.id));
    }
    const periods: PayPeriod[] = [];
    for (const id of ids) {
      const row = await findPeriod(app.db, id);
      if (row) periods.push(toPayPeriod(row));
    }
    return { periods, alreadyClosed };
  });

  route.on(endpoints.pay.periods, {
    roles: ['admin', 'teacher'],
    description: "One page of closed pay periods (pageIndex, pageSize up to 100), newest month first, and their total: admins everyone's (or one teacher's with teacherId), a teacher their own.",
    errors: [400, 401, 403],
  }, async ({ me, query }) => {
    const page = { pageIndex: query.pageIndex ?? 0, pageSize: query.pageSize ?? PAY_PERIODS_PAGE_SIZE };
    const { rows, total } = await listPeriods(app.db, payScopeOf(me, query.teacherId), page);
    return { periods: rows.map(toPayPeriod), total };
  });

  const readablePeriod = async (me: Parameters<typeof assertCanReadPay>[0], id: number) => {
    const period = await findPeriod(app.db, id);
    if (!period) throw notFound('Pay period not found');
    assertCanReadPay(me, Number(period.teacher_id));
    return period;
  };

  route.on(endpoints.pay.payslip, {
    roles: ['admin', 'teacher'],
    description: "A closed period's payslip: lessons by outcome, each lesson with hours, rate, share and amount, the adjustments it paid and the total.",
    errors: [400, 401, 403, 404],
  }, async ({ me, params }) => payslipOf(app.db, await readablePeriod(me, params.id), (await readSiteSettings(app.db)).timeZone));

  route.on(endpoints.pay.payslipFile, {
    roles: ['admin', 'teacher'],
    description: "The payslip as a PDF or CSV file (BOM, DD/MM/YYYY), in the teacher's language.",
    errors: [400, 401, 403, 404],
  }, async ({ me, params, reply }) => {
    const period = await readablePeriod(me, params.id);
    const settings = await readSiteSettings(app.db);
    const slip = await payslipOf(app.db, period, settings.timeZone);
    const texts = await mailTexts(app.db, period.language);
    const text = payslipText(slip, texts, params.format === 'pdf' ? 'formatted' : 'plain', { schoolName: settings.schoolName });
    reply.header('Content-Disposition', attachmentHeader(`${text.fileName}.${params.format}`)).header('Cache-Control', 'private, no-store');
    if (params.format === 'pdf') return reply.type('application/pdf').send(await payslipPdf(text));
    return reply.type('text/csv; charset=utf-8').send(payslipCsv(text));
  });
});
