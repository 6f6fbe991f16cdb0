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

  /** "N answers to send": reviews given on this device the server has not confirmed */
  get reviewsToSend(): Locator {
    return this.content.getByTestId('reviews-to-send');
  }

  /** the note that the cards come from the device (no connection) */
  get offlineNote(): Locator {
    return this.content.getByTestId('review-offline');
  }

  get summary(): Locator {
    return this.content.getByTestId('review-summary');
  }
}
