export { Calendar } from './components/calendar';
