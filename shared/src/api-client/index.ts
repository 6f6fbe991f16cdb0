export {
  apiClient,
  configureApiClient,
  errorMessage,
  fieldErrorOf,
  isUnauthorized,
  pendingRequests$,
  refusalOf,
  unauthorized$,
  UNAUTHORIZED_MESSAGE,
} from './client';
export { ApiError, isUnreachable } from './answer';
export type { ApiResponse } from './answer';
export type { HttpClient, RequestConfig } from './http';
export { httpStatus } from './http-status';
export { call, pathOf, queryStringOf } from './call';
export type { CallAnswer, CallInput } from './call';
