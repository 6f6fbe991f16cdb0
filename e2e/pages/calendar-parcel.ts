import { expect, type Locator, type Page } from '@playwright/test';

/** mf_calendar's parcel wherever it is mounted: month grid, agenda, feed dialog. */
export class CalendarParcel {
  readonly root: Locator;

  constructor(readonly page: Page, within: Locator = page.locator('body')) {
    this.root = within.getByTestId('calendar');
  }

  /** by CSS, not role: roles are hidden while a modal dialog is open over the page */
  get grid(): Locator {
    return this.root.locator('table[role="grid"]');
  }

  day(day: number): Locator {
    return this.grid.locator(`button[data-day="${day}"]`);
  }

  get agendaItems(): Locator {
    return this.root.locator('li[data-activity-id]');
  }

  lesson(title: string): Locator {
    return this.agendaItems.filter({ hasText: title });
  }

  async agendaIds(): Promise<string[]> {
    return this.agendaItems.evaluateAll((items) => items.map((item) => item.getAttribute('data-activity-id') ?? ''));
  }

  async stepMonth(delta: number): Promise<void> {
    const button = this.root.getByRole('button', { name: delta < 0 ? 'Previous month' : 'Next month' });
    for (let i = 0; i < Math.abs(delta); i += 1) await button.click();
  }

  async expectShown(): Promise<void> {
    await expect(this.grid).toBeVisible();
  }
}
