import type { CalendarParcelProps } from '@studydesk/shared/federation';
import { useAuthState } from '@studydesk/shared/session';
import { Calendar } from './features/calendar';

/** Standalone view of the calendar, for the team's own development: the signed-in user's. */
export function App() {
  const { profile } = useAuthState();
  if (!profile) return null;
  const scope: CalendarParcelProps['scope'] =
    profile.profile === 'student' ? { kind: 'student', studentId: profile.id } : { kind: 'teacher', teacherId: profile.id };
  return <Calendar scope={scope} />;
}
