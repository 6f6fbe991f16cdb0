export { SetupPage } from './setup-page';
