import { call } from '@studydesk/shared/api-client';
import { type AgendaRequest, type AgendaResponse, endpoints } from '@studydesk/shared/contracts';

export async function getAgenda(body: AgendaRequest, signal: AbortSignal): Promise<AgendaResponse['activitiesPage']> {
  const { data } = await call(endpoints.calendar.agenda, { body, signal });
  return data.activitiesPage;
}
