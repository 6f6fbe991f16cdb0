export { TermsPage } from './terms-page';
