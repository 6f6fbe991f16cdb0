import { expect } from '@playwright/test';
import { RemoteScreen } from './remote-screen';

/** /terms (mf_auth): docs/product-rules.md#r-route-3 "placeholder showing only the text TODO". */
export class TermsPage extends RemoteScreen {
  readonly path = '/terms';

  protected override async expectOwnContent(): Promise<void> {
    await expect(this.content).toHaveText('TODO');
  }
}
