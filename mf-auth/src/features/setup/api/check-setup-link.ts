import { call, errorMessage, httpStatus } from '@studydesk/shared/api-client';
import type { Language } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** A first-run link that works (with the languages to choose from), or the server's reason it does not. */
export type SetupLink = { works: true; languages: Language[] } | { works: false; message: string };

/**
 * GET /v1/setup/{token}. A dead link (404 unknown, 410 expired or already set up) is an
 * answer, not a failure: the page shows its message. Anything else (offline) throws, for a retry.
 */
export async function checkSetupLink(token: string, signal?: AbortSignal): Promise<SetupLink> {
  try {
    const { data } = await call(endpoints.setup.check, { params: { token }, signal });
    return { works: true, languages: data.languages };
  } catch (error) {
    const status = httpStatus(error);
    if (status === 404 || status === 410) return { works: false, message: errorMessage(error) };
    throw error;
  }
}
