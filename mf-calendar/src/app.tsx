import { Calendar } from './features/calendar';

/** Standalone view of the calendar, for the team's own development. */
export function App() {
  return <Calendar />;
}
