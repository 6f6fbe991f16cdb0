export { GuardiansPage } from './guardians-page';
