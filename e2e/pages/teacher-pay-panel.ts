import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { AppFrame } from './app-frame';

/**
 * The admin's pay cards of one teacher under their lesson history
 * (/admin/lesson-history/{teacherId}/{YYYY-MM-01}, mf_admin): rates, open pay, closing the
 * month, adjustments and payslips.
 */
export class TeacherPayPanel extends AppFrame {
  constructor(page: Page) {
    super(page);
  }

  async goto(teacherId: number, month: { year: number; month: number }): Promise<void> {
    await this.page.goto(`/admin/lesson-history/${teacherId}/${month.year}-${String(month.month).padStart(2, '0')}-01`);
    await expect(this.rates).toBeVisible();
  }

  get rates(): Locator {
    return this.area('mf_admin').getByTestId('pay-rates');
  }

  get periods(): Locator {
    return this.area('mf_admin').getByTestId('pay-periods');
  }

  get openPay(): Locator {
    return this.periods.getByTestId('open-pay');
  }

  get payslips(): Locator {
    return this.periods.getByRole('list', { name: 'Payslips' });
  }

  /** a rate for all plans; amount as typed (25.50), day DD/MM/YYYY */
  async addRate(amount: string, from: string): Promise<void> {
    await this.rates.getByLabel(/^Amount per hour/).fill(amount);
    await this.rates.getByRole('textbox', { name: 'From', exact: true }).fill(from);
    await this.rates.getByRole('button', { name: 'Add rate' }).click();
    await expect(this.toasts.getByText('Rate saved').first()).toBeVisible();
  }

  /** closes the month the page shows ('March 2026'), answering the question, and waits for its payslip */
  async closeMonth(label: string): Promise<void> {
    await this.periods.getByRole('button', { name: `Close ${label}` }).click();
    const question = this.page.getByRole('dialog', { name: `Close ${label} for this teacher?` });
    await expect(question).toContainText('the payslip is mailed to the teacher');
    await question.getByRole('button', { name: 'Close month' }).click();
    await expect(this.toasts.getByText(`${label} closed: the payslip was mailed to the teacher`).first()).toBeVisible();
    await expect(this.payslip(label)).toBeVisible();
    // closed: not offered again
    await expect(this.periods.getByRole('button', { name: `Close ${label}` })).toHaveCount(0);
  }

  payslip(label: string): Locator {
    return this.payslips.getByRole('listitem').filter({ hasText: label });
  }

  /** downloads a payslip's PDF from its link and answers the text a reader extracts */
  async payslipPdfText(label: string): Promise<{ download: Download; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.payslip(label).getByRole('link', { name: 'Payslip (PDF)' }).click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
    try {
      return { download, text: (await parser.getText()).text };
    } finally {
      await parser.destroy();
    }
  }
}
