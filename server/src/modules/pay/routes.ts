import { endpoints } from '@studydesk/shared/contracts';
import { assertCanReadPay, badRequest, notFound } from '../../permissions';
import { findTeacher } from '../people';
import { readSiteSettings } from '../site-settings';
import { toAdjustment } from './dto';
import { openPay } from './pay-views';
import { adjustments, insertAdjustment, lessonOfTeacher } from './queries/periods';
import { addRate, deleteRate, ratesOf } from './queries/rates';
import { routesPlugin } from '../route';

/** Rates, open pay and adjustment lines (docs/product-rules.md#r-pay-3, docs/product-rules.md#r-pay-4). */
export const payRoutes = routesPlugin('pay', (route, { db }) => {

  route.on(endpoints.pay.rates, {
    roles: ['admin', 'teacher'],
    description: "A teacher's hourly rates (minor units of the school currency), oldest first. Admins: any teacher; a teacher: only themself.",
    errors: [400, 401, 403, 404],
  }, async ({ me, params: { teacherId } }) => {
    assertCanReadPay(me, teacherId);
    await findTeacher(db, teacherId);
    const { currency } = await readSiteSettings(db);
    return { currency, rates: (await ratesOf(db, [teacherId])).get(teacherId) ?? [] };
  });

  route.on(endpoints.pay.addRate, {
    roles: ['admin'],
    status: 201,
    description: 'Admins only: a rate per hour for a teacher from a day on, for individual plans, group plans or (kind null) both. ' +
      'A second rate for the same teacher, kind and day is refused (409: remove the first to change it). Closed periods keep what they paid.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, body }) => {
    await findTeacher(db, body.teacherId);
    const rate = await addRate(db, { teacherId: body.teacherId, kind: body.kind ?? null, amountPerHour: body.amountPerHour, effectiveFrom: body.effectiveFrom }, me.id, Date.now());
    return { rate };
  });

  route.on(endpoints.pay.deleteRate, {
    roles: ['admin'],
    description: 'Admins only: removes a rate (a mistaken entry). Closed periods keep what they paid.',
    errors: [400, 401, 403, 404],
  }, async ({ params: { id } }) => {
    if (!(await deleteRate(db, id))) throw notFound('Rate not found');
    return { id };
  });

  route.on(endpoints.pay.open, {
    roles: ['admin', 'teacher'],
    description: "What a teacher has earned and not been paid yet: lessons with an outcome of months not closed (up to this month), " +
      'waiting adjustments, and lessons of closed months added or completed since (paid as adjustments by the next closed period).',
    errors: [400, 401, 403, 404],
  }, async ({ me, params: { teacherId } }) => {
    assertCanReadPay(me, teacherId);
    await findTeacher(db, teacherId);
    return openPay(db, teacherId, await readSiteSettings(db), Date.now());
  });

  route.on(endpoints.pay.addAdjustment, {
    roles: ['admin'],
    status: 201,
    description: "Admins only: an adjustment line (± hours, ± amount, why, optionally the lesson it is about) paid by the teacher's next closed period.",
    errors: [400, 401, 403, 404],
  }, async ({ me, body }) => {
    await findTeacher(db, body.teacherId);
    if (body.activityId !== undefined && !(await lessonOfTeacher(db, body.activityId, body.teacherId))) {
      throw badRequest('That lesson is not one of this teacher');
    }
    const reason = body.reason.trim();
    if (!reason) throw badRequest('Say why the pay changes');
    const id = await insertAdjustment(db, {
      teacherId: body.teacherId, hours: body.hours ?? 0, amount: body.amount, reason, activityId: body.activityId ?? null, createdBy: me.id, now: Date.now(),
    });
    const row = (await adjustments(db, { teacherId: body.teacherId, periodId: null })).find((a) => Number(a.id) === id);
    return { adjustment: toAdjustment(row!) };
  });
});
