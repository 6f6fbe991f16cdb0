import type { ProfileType } from '../db/schema';

export const DEMO_PASSWORD = 'studydesk';

export interface DemoAccount {
  profile: ProfileType;
  email: string;
  password: string;
}

/**
 * The accounts the demo school signs in with (start-up log, README, e2e). The student
 * has an individual plan taught by the teacher; the teacher also teaches a group; the
 * guardian is linked to the student.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { profile: 'admin', email: 'admin@example.com', password: DEMO_PASSWORD },
  { profile: 'teacher', email: 'teacher@example.com', password: DEMO_PASSWORD },
  { profile: 'student', email: 'student@example.com', password: DEMO_PASSWORD },
  { profile: 'guardian', email: 'guardian@example.com', password: DEMO_PASSWORD },
];
