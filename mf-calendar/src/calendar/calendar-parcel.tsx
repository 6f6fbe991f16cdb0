import { createRemoteLifecycles } from '@studydesk/shared/federation';
import { Calendar, type CalendarProps } from '../features/calendar';

// The month view and agenda, mounted as a parcel by the teacher dashboard and the study-plan view.
export const { bootstrap, mount, unmount } = createRemoteLifecycles<CalendarProps>(Calendar);
