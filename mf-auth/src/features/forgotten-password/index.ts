export { ForgottenPasswordPage } from './forgotten-password-page';
