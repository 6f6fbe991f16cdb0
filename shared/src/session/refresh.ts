import { call } from '@studydesk/shared/api-client';
import { earlyEndpoints } from '@studydesk/shared/contracts/early';
import { authState$, dispatchAuth } from './bus';

/**
 * Re-reads the signed-in user from the server after a reload: the persisted slice may be
 * stale (renamed, new picture) or its session gone — then the Unauthorized answer logs
 * out and the shell sends the user to /login.
 */
export async function refreshSession(): Promise<void> {
  const profile = authState$.getValue().profile;
  if (!profile) return;
  try {
    const { data } = await call(earlyEndpoints.user, { params: { id: profile.id } });
    if (authState$.getValue().profile?.id === data.user.id) dispatchAuth({ type: 'profile/updated', profile: data.user });
  } catch {
    // Unauthorized is handled by the bus; other failures keep the persisted profile.
  }
}
