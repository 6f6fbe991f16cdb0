import { expect } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** /student/home (mf_student): the student's study plan. */
export class StudentHomePage extends RemoteScreen {
  readonly path = '/student/home';
  readonly remote = 'mf_student' as const;

  protected async expectOwnContent(): Promise<void> {
    await expect(this.content.getByRole('heading', { level: 1, name: /study plan/i })).toBeVisible();
  }
}
