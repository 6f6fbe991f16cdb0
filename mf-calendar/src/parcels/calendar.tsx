import { createRemoteLifecycles, type CalendarParcelProps } from '@studydesk/shared/federation';
import { Calendar } from '../features/calendar';

// mf_calendar/calendar: the month view and agenda, mounted by the teacher dashboard and the study-plan view.
export const { bootstrap, mount, unmount } = createRemoteLifecycles<CalendarParcelProps>(Calendar);
