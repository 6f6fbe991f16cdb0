import type { AbsenceAlert } from '@studydesk/shared/contracts';
import { displayName } from '@studydesk/shared/text';

/** Who an alert told, by name, in the order it was raised for them. */
export function toldNames(alert: Pick<AbsenceAlert, 'recipients'>): string {
  return alert.recipients.map((person) => person.name).join(', ');
}

/** The plan as lists name it: its code and title. */
export function planName(alert: Pick<AbsenceAlert, 'plan'>): string {
  return [alert.plan.code, alert.plan.title].filter(Boolean).join(' ');
}

export const studentName = (alert: Pick<AbsenceAlert, 'student'>) => displayName(alert.student);
