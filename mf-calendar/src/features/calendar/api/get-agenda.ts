import { apiClient } from '@studydesk/shared/api-client';
import type { AgendaRequest, AgendaResponse } from '@studydesk/shared/contracts';

export async function getAgenda(body: AgendaRequest, signal: AbortSignal): Promise<AgendaResponse['activitiesPage']> {
  const { data } = await apiClient.post<AgendaResponse>('/v1/calendar/agenda', body, { signal });
  return data.activitiesPage;
}
