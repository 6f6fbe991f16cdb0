import { expect, type Locator } from '@playwright/test';

/** mf_student's progress tracking of a plan: on the student's page, or as a parcel in the study-plan view. */
export class ProgressPanel {
  readonly root: Locator;

  constructor(container: Locator) {
    this.root = container.getByTestId('progress');
  }

  /** Scrolls the panel to the screen, as a person does to read it: its graphs are drawn once they come near the screen. */
  async scrollTo(): Promise<void> {
    await this.root.scrollIntoViewIfNeeded();
  }

  /** the answer field of a question (its label starts with the question's text) */
  answerField(question: string): Locator {
    return this.root.getByRole('textbox', { name: new RegExp(`^${escape(question)}`) });
  }

  get saveButton(): Locator {
    return this.root.getByRole('button', { name: 'Save answers' });
  }

  graph(question: string): Locator {
    return this.root.locator('figure').filter({ has: this.root.page().locator('figcaption', { hasText: question }) });
  }

  /** how many answers a question's graph draws */
  async pointCount(question: string): Promise<number> {
    return Number(await this.graph(question).getAttribute('data-points'));
  }

  /** the graph's answers table, opened: one row per answer as drawn, oldest first */
  async answerRows(question: string): Promise<string[][]> {
    const graph = this.graph(question);
    const details = graph.locator('details');
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
    const rows = graph.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  }

  /** the people the question's graph has a line for (its legend) */
  legend(question: string): Locator {
    return this.graph(question).locator('.recharts-legend-item-text');
  }

  lines(question: string): Locator {
    return this.graph(question).locator('path.recharts-line-curve');
  }
}

/** DD/MM/YYYY HH:mm as a sortable number */
export function dateTimeKey(text: string): number {
  const match = /(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/.exec(text);
  if (!match) throw new Error(`not a date and time: ${text}`);
  const [, day, month, year, hours, minutes] = match;
  return Number(`${year}${month}${day}${hours}${minutes}`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
