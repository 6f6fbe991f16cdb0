export {
  apiClient,
  configureApiClient,
  errorMessage,
  isUnauthorized,
  pendingRequests$,
  unauthorized$,
  UNAUTHORIZED_MESSAGE,
} from './client';
export { ApiError } from './http';
export type { ApiResponse, HttpClient, RequestConfig } from './http';
export { httpStatus } from './http-status';
