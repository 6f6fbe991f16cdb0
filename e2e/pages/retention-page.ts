import { expect } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** /{admin|teacher}/study-plans/{id}/retention (mf_retention). */
export class RetentionPage extends RemoteScreen {
  readonly remote = 'mf_retention' as const;
  path = '/admin/study-plans/1/retention';

  forPlan(role: 'admin' | 'teacher', planId: number | string): this {
    this.path = `/${role}/study-plans/${planId}/retention`;
    return this;
  }

  protected async expectOwnContent(): Promise<void> {
    await expect(this.content.getByRole('heading', { level: 1, name: /retention/i })).toBeVisible();
  }
}
