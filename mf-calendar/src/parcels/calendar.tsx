import { createRemoteLifecycles } from '@studydesk/shared/federation';
import { Calendar, type CalendarProps } from '../features/calendar';

// The month view and agenda, mounted as a parcel by the teacher dashboard, the study-plan
// view, the student's home and an admin's teacher calendar.
export const { bootstrap, mount, unmount } = createRemoteLifecycles<CalendarProps>(Calendar);
