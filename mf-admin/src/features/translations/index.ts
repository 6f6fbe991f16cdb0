export { TranslationsPage } from './translations-page';
