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
export { ApiError } from './http';
export type { ApiResponse, HttpClient, RequestConfig } from './http';
export { httpStatus } from './http-status';
