import { MAIL_KINDS_BY_PROFILE, type MailPreferences } from '@studydesk/shared/contracts';

/** A person's choices: one per kind their profile receives, on unless they turned it off. */
export function toMailPreferences(profile: string, turnedOff: Set<string>): MailPreferences {
  return { preferences: (MAIL_KINDS_BY_PROFILE[profile] ?? []).map((kind) => ({ kind, on: !turnedOff.has(kind) })) };
}
