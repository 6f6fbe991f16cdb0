import { useAuthState } from '@studydesk/shared/session';
import { Calendar } from './features/calendar';

/** Standalone view of the calendar, for the team's own development: the signed-in user's lessons. */
export function App() {
  const { profile } = useAuthState();
  if (!profile) return null;
  return profile.profile === 'student' ? (
    <Calendar scope={{ kind: 'student', studentId: profile.id }} readOnly />
  ) : (
    <Calendar scope={{ kind: 'teacher', teacherId: profile.id }} />
  );
}
