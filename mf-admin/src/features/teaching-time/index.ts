export { TeachingTimeReport } from './teaching-time-report';
