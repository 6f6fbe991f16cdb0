import type { Locator } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** /student/home (mf_student): the student's study plan. */
export class StudentHomePage extends RemoteScreen {
  readonly path = '/student/home';
  override readonly title = /study plan/i;

  /** "No connection: shown as last loaded, …" */
  get offlineCopy(): Locator {
    return this.content.getByTestId('offline-copy');
  }
}
