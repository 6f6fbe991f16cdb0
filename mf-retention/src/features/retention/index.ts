export { RetentionPage } from './retention-page';
