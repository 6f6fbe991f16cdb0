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
export { httpStatus } from './http-status';
