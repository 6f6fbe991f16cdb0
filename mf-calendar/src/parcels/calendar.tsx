import { createRemoteLifecycles, type CalendarParcelProps } from '@studydesk/shared/federation';
import { Calendar } from '../features/calendar';

// The month view and agenda, mounted as a parcel by the teacher dashboard, the study-plan
// view, the student's home and an admin's teacher calendar.
export const { bootstrap, mount, unmount } = createRemoteLifecycles<CalendarParcelProps>(Calendar);
