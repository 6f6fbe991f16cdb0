import type { CalendarScope, ProfileType } from '@studydesk/shared/contracts';

/** Which feed a calendar offers to subscribe to: the reader's own lessons, or those of the students a guardian follows. */
export type FeedOffer = 'own' | 'students';

/**
 * A teacher or a student subscribes from their own calendar; a guardian from a followed
 * student's, to the one feed of all their students' lessons (docs/product-rules.md#r-cal-5).
 * Anyone else's calendar (an admin's view of a teacher, a plan's) offers none.
 */
export function feedOffer(scope: CalendarScope, reader: { id: number; profile: ProfileType } | null): FeedOffer | null {
  if (!reader) return null;
  if (reader.profile === 'guardian') return scope.kind === 'student' ? 'students' : null;
  const own = (scope.kind === 'teacher' && reader.profile === 'teacher' && scope.teacherId === reader.id) ||
    (scope.kind === 'student' && reader.profile === 'student' && scope.studentId === reader.id);
  return own ? 'own' : null;
}
