import { msg } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';

/** The query the first-run page lands with (docs/product-rules.md#r-setup-1). */
const WELCOME_PARAM = 'welcome';

export interface NextStep {
  /** dictionary keys */
  title: string;
  detail: string;
  href: string;
}

/**
 * What a school does after its first run, in order: the people, then what mails and pay need
 * (docs/product-rules.md#r-setup-1).
 */
export const NEXT_STEPS: readonly NextStep[] = [
  { title: msg('Invite your staff'), detail: msg('Add teachers and other admins; each gets a mail to set a password.'), href: PATHS.admin.teachers },
  { title: msg('Import people'), detail: msg('Bring students, guardians, teachers and groups in from a spreadsheet.'), href: PATHS.admin.peopleImport },
  { title: msg('Set the pay policy'), detail: msg("Teachers' share and make-up credits per lesson outcome, in your currency."), href: PATHS.admin.siteSettings },
  { title: msg('Check the mail settings'), detail: msg('When reminders and digests go out; mails leave through the SMTP server the install names.'), href: PATHS.admin.siteSettings },
];

/** Whether the home was opened by the first run. */
export function isWelcome(search: string): boolean {
  return new URLSearchParams(search).has(WELCOME_PARAM);
}
