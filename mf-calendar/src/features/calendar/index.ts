export { Calendar } from './calendar';
