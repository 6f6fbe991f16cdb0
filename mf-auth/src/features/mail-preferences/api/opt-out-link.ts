import { call, errorMessage, httpStatus } from '@studydesk/shared/api-client';
import type { MailPreference } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** A valid link: its kind, whether it is on, and its owner's language. */
export type OptOutLink = { valid: true; preference: MailPreference; language: string } | { valid: false; message: string };

/**
 * GET /v1/mail-preferences/opt-out/:token — which mail a link is for and whether it is on.
 * A link the server does not accept (400, 404) is an answer the page explains, not a
 * failure to load: only that keeps the server's message apart from "offline, try again".
 */
export async function readOptOutLink(token: string, signal: AbortSignal): Promise<OptOutLink> {
  try {
    const { data } = await call(endpoints.reminders.optOutLink, { params: { token }, signal });
    return { valid: true, preference: { kind: data.kind, on: data.on }, language: data.language };
  } catch (error) {
    const status = httpStatus(error);
    if (status === 400 || status === 404) return { valid: false, message: errorMessage(error) };
    throw error;
  }
}
