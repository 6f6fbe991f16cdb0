import { endpoint } from './endpoint';
import { AgendaRequest, AgendaResponse, CalendarFeedCreated, CalendarFeedParams, CalendarFeedStatus, MonthViewRequest, MonthViewResponse } from '../calendar';
import { MessageResponse } from '../common';
import { Type } from '@sinclair/typebox';

/** The calendar endpoints (docs/conventions.md#endpoints). */
export const calendarEndpoints = {
  monthView: endpoint({ method: 'POST', path: '/v1/calendar/monthview', body: MonthViewRequest, response: MonthViewResponse }),
  agenda: endpoint({ method: 'POST', path: '/v1/calendar/agenda', body: AgendaRequest, response: AgendaResponse }),
  feedStatus: endpoint({ method: 'GET', path: '/v1/calendar/feed', response: CalendarFeedStatus }),
  createFeed: endpoint({ method: 'POST', path: '/v1/calendar/feed', response: CalendarFeedCreated }),
  deleteFeed: endpoint({ method: 'DELETE', path: '/v1/calendar/feed', response: MessageResponse }),
  feed: endpoint({ method: 'GET', path: '/v1/calendar/feeds/:token', params: CalendarFeedParams, response: Type.String() }),
};
