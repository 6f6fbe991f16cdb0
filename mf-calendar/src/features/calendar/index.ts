export { Calendar } from './components/calendar';
export type { CalendarProps } from './components/calendar';
