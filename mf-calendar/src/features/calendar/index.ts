export { Calendar } from './calendar';
export type { CalendarProps } from './calendar';
