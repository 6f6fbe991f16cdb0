import { expect, type Locator, type Page } from '@playwright/test';
import { AppFrame } from './app-frame';
import type { RemoteName } from '../fixtures/remotes-manifest';

/**
 * mf_teacher's study-plan view wherever it is mounted: /teacher/study-plans/{id} (its
 * own route), /admin/study-plans/{id} (mf_admin's parcel), /student/… (mf_student, read-only).
 */
export class StudyPlanView extends AppFrame {
  readonly root: Locator;

  constructor(page: Page, host: RemoteName = 'mf_teacher') {
    super(page);
    this.root = this.area(host).getByTestId('study-plan-view');
  }

  get activities(): Locator {
    return this.root.getByTestId('activities-list');
  }

  get spotlights(): Locator {
    return this.root.getByTestId('spotlights-list');
  }

  /** the rows of the activities list with this title (by text: roles are hidden while a dialog is open) */
  activity(title: string): Locator {
    return this.activities.getByTestId('activity-item').filter({ hasText: title });
  }

  async expectLoaded(title: string | RegExp): Promise<void> {
    await expect(this.root.getByRole('heading', { name: title }).first()).toBeVisible();
    await expect(this.activities.getByTestId('activity-item').first()).toBeVisible();
  }

  async openActivity(title: string): Promise<ActivityDialog> {
    await this.activity(title).first().getByRole('button', { name: title }).click();
    const dialog = new ActivityDialog(this.page);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  async newActivity(): Promise<ActivityDialog> {
    await this.root.getByRole('button', { name: 'New activity' }).click();
    const dialog = new ActivityDialog(this.page);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  /** plans a one-hour make-up lesson in the dialog (it uses a student's open credit) and waits until it is listed as one */
  async planMakeUpLesson(title: string, day: string, time = '10:00'): Promise<void> {
    const dialog = await this.newActivity();
    await dialog.fillLesson({ title, day, time });
    await dialog.field('Length (hours)').fill('1');
    await dialog.root.getByRole('checkbox', { name: /Make-up lesson/ }).check();
    await dialog.button('Create').click();
    await expect(this.page.getByText('Activity created').first()).toBeVisible();
    await dialog.close();
    await expect(this.activity(title)).toContainText('Make-up lesson');
  }
}

/** The activity dialog (a Radix dialog, rendered in a portal outside the remote's area). */
export class ActivityDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog');
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  /** title, day (DD/MM/YYYY, see dialogDate) and time (HH:mm) of a lesson */
  async fillLesson({ title, day, time }: { title: string; day: string; time: string }): Promise<void> {
    await this.field('Title').fill(title);
    await this.field('Date').fill(day);
    await this.field('Time').fill(time);
  }

  get difficultyAnchor(): Locator {
    return this.root.getByTestId('difficulty-anchor');
  }

  /** picks a level with the keyboard: arrows from the current one, then Enter */
  async pickDifficulty(steps: number): Promise<void> {
    await this.difficultyAnchor.click();
    const popup = this.page.getByTestId('difficulty-popup');
    await expect(popup).toBeVisible();
    await popup.focus();
    for (let i = 0; i < steps; i += 1) await popup.press('ArrowDown');
    await popup.press('Enter');
    await expect(popup).toBeHidden();
  }

  button(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  get commentsSize(): Locator {
    return this.root.getByTestId('comments-size');
  }

  async comment(text: string): Promise<void> {
    await this.root.getByLabel('Add a comment').fill(text);
    await this.button('Comment').click();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.root).toBeHidden();
  }
}
