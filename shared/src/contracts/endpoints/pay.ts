import { endpoint } from './endpoint';
import { Type } from '@sinclair/typebox';
import { IdParams } from '../common';
import {
  AdjustmentResponse,
  ClosePeriodRequest,
  ClosePeriodResponse,
  CreateAdjustmentRequest,
  CreateRateRequest,
  OpenPayResponse,
  PayPeriodsQuery,
  PayPeriodsResponse,
  Payslip,
  PayslipFileParams,
  RateResponse,
  RatesResponse,
  TeacherIdParams,
} from '../pay';

/** The pay endpoints (docs/conventions.md#endpoints): rates, pay periods, adjustments, payslips. */
export const payEndpoints = {
  rates: endpoint({ method: 'GET', path: '/v1/pay/rates/:teacherId', params: TeacherIdParams, response: RatesResponse }),
  addRate: endpoint({ method: 'POST', path: '/v1/pay/rates', body: CreateRateRequest, response: RateResponse }),
  deleteRate: endpoint({ method: 'DELETE', path: '/v1/pay/rates/:id', params: IdParams, response: Type.Object({ id: IdParams.properties.id }) }),
  open: endpoint({ method: 'GET', path: '/v1/pay/open/:teacherId', params: TeacherIdParams, response: OpenPayResponse }),
  close: endpoint({ method: 'POST', path: '/v1/pay/periods/close', body: ClosePeriodRequest, response: ClosePeriodResponse }),
  periods: endpoint({ method: 'GET', path: '/v1/pay/periods', query: PayPeriodsQuery, response: PayPeriodsResponse }),
  addAdjustment: endpoint({ method: 'POST', path: '/v1/pay/adjustments', body: CreateAdjustmentRequest, response: AdjustmentResponse }),
  payslip: endpoint({ method: 'GET', path: '/v1/pay/payslips/:id', params: IdParams, response: Payslip }),
  payslipFile: endpoint({ method: 'GET', path: '/v1/pay/payslips/:id/:format', params: PayslipFileParams }),
};
