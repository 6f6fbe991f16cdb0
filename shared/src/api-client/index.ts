export {
  apiClient,
  configureApiClient,
  errorMessage,
  isUnauthorized,
  pendingRequests$,
  unauthorized$,
  UNAUTHORIZED_MESSAGE,
} from './client';
export { httpStatus } from './http-status';
