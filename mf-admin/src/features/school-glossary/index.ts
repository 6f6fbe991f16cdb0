export { SchoolGlossaryPage } from './school-glossary-page';
