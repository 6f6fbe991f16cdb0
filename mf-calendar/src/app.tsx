import { Calendar } from './calendar/calendar';

/** Standalone view of the calendar, for the team's own development. */
export function App() {
  return <Calendar />;
}
