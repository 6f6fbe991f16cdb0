import { Type } from '@sinclair/typebox';
import { endpoint } from './endpoint';
import { ForgotRequest, PASSWORD_MAX_LENGTH, LoginRequest, LoginThrottlesResponse, ThrottleKeyParams, VerifyPasswordRequest, VerifyTokenParams } from '../auth';
import { IdParams, MessageResponse } from '../common';
import { UserResponse } from '../users';

/** The sign-in form's fields as a browser posts them (empty ones included: the sign-in route judges them). */
const LoginForm = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
});

/** The auth endpoints (docs/conventions.md#endpoints). */
export const authEndpoints = {
  loginForm: endpoint({ method: 'POST', path: '/v1/auth/login/form', body: LoginForm }),
  /** sets the session cookie; answers the signed-in user */
  login: endpoint({ method: 'POST', path: '/v1/auth/login', body: LoginRequest, response: UserResponse }),
  logout: endpoint({ method: 'GET', path: '/v1/auth/logout', response: MessageResponse }),
  forgot: endpoint({ method: 'POST', path: '/v1/auth/forgot', body: ForgotRequest, response: MessageResponse }),
  checkToken: endpoint({ method: 'GET', path: '/v1/auth/verify/token/:token', params: VerifyTokenParams, response: MessageResponse }),
  setPassword: endpoint({ method: 'POST', path: '/v1/auth/verify/password', body: VerifyPasswordRequest, response: MessageResponse }),
  resendInvitation: endpoint({ method: 'GET', path: '/v1/auth/verify/send/:id', params: IdParams, response: MessageResponse }),
  throttles: endpoint({ method: 'GET', path: '/v1/auth/throttles', response: LoginThrottlesResponse }),
  clearThrottle: endpoint({ method: 'DELETE', path: '/v1/auth/throttles/:key', params: ThrottleKeyParams, response: MessageResponse }),
};
