export { StudentsAtRiskPage } from './students-at-risk-page';
