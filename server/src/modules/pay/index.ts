import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../app-module';
import { payPeriodRoutes } from './period-routes';
import { payRoutes } from './routes';

/**
 * Teacher pay: hourly rates, pay periods an admin closes (each lesson paid once, changes
 * afterwards as adjustment lines) and the payslips they make.
 */
export const payModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(payRoutes);
  await app.register(payPeriodRoutes, { config });
};

// the teaching-time report prices its page of teachers
export { monthAmounts } from './queries/month-amounts';
export { closedMonthsOf } from './queries/month-periods';
export { LESSON_IN_CLOSED_PERIOD, PAID_BY_CLOSING } from './rules';
// marking a teacher-month paid closes its period (docs/product-rules.md#r-paid-2)
export { payCloser } from './closing';
// the demo school closes its paid months as it is seeded
export { closePeriodIn } from './queries/close-period';
