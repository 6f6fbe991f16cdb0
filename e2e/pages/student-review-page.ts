import { expect, type Locator } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** /student/review (mf_retention): the student's due flashcards, one at a time. */
export class StudentReviewPage extends RemoteScreen {
  readonly path = '/student/review';
  override readonly title = 'Review';

  /** "N cards to review now" */
  get dueCount(): Locator {
    return this.content.getByTestId('review-due-count');
  }

  async dueNumber(): Promise<number> {
    await expect(this.dueCount).toHaveText(/^\d+ cards? to review now$/);
    return Number((await this.dueCount.innerText()).split(' ')[0]);
  }

  /** "12 of 20" */
  get progress(): Locator {
    return this.content.getByTestId('review-progress');
  }

  get card(): Locator {
    return this.content.getByTestId('review-card');
  }

  get back(): Locator {
    return this.content.getByTestId('review-back');
  }

  get summary(): Locator {
    return this.content.getByTestId('review-summary');
  }
}
