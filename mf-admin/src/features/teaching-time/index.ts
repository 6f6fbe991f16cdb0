export { TeachingTimeReport } from './components/teaching-time-report';
