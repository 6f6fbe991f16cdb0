export { PersonalDataPage } from './personal-data-page';
