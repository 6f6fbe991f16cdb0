import { call } from '@studydesk/shared/api-client';
import type { AgendaRequest, AgendaResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

export async function getAgenda(body: AgendaRequest, signal: AbortSignal): Promise<AgendaResponse['activitiesPage']> {
  const { data } = await call(endpoints.calendar.agenda, { body, signal });
  return data.activitiesPage;
}
